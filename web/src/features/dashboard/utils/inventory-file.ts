/** An inventory file is a .csv, .xlsx or .xls of at most 600 KB; the server checks the same again. */
export const inventoryMaxBytes = 600 * 1024;
export const inventoryExtensions = ['.csv', '.xlsx', '.xls'] as const;
export const inventoryAccept = inventoryExtensions.join(',');

export type InventoryFileProblem = { title: string; description: string };

export const fileTooLarge: InventoryFileProblem = {
  title: 'File Too Large',
  description: 'Please select a file smaller than 600KB for optimal AI analysis.',
};

export const wrongFileType: InventoryFileProblem = {
  title: 'Upload Failed',
  description: 'Please upload a .csv, .xlsx or .xls file.',
};

/** What is wrong with a chosen file before it is sent, or null when it may go. */
export function checkInventoryFile(file: Pick<File, 'name' | 'size'>): InventoryFileProblem | null {
  const name = file.name.toLowerCase();
  if (!inventoryExtensions.some((extension) => name.endsWith(extension))) return wrongFileType;
  if (file.size > inventoryMaxBytes) return fileTooLarge;
  return null;
}

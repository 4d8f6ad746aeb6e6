/** React 19 hoists <title> into the document head while the page is shown. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Bridal Coach`}</title>;
}

/** Sent after an answer that was not JSON or did not match the schema. */
export const invalidAnswerMessage = (problems: readonly string[]) =>
  `Your previous answer was not valid: ${problems.join('; ')}. Answer again with JSON matching the schema.`;

/** Sent after picks naming dresses that were not in the list. */
export const inventedDressesMessage = (dressIds: readonly string[]) =>
  `Your previous answer picked dresses that are not in the list: dressId ${dressIds.join(', ')} ` +
  `is not valid. Choose only dresses from the list, with their exact id. Answer again with JSON matching the schema.`;

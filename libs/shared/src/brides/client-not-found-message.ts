/** A bride the reader may not see answers the same as one that does not exist, so neither leaks which it is. */
export const clientNotFoundMessage = 'Client not found';

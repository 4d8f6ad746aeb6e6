// Written once in @bridal/shared, so the survey form and the server read a size the same way.
export { formatUsRange, formatUsSize, isUsSize, parseUsRange, toUsSizes } from '@bridal/shared/sizes/read-size';

// Written once in @bridal/shared, so the survey form checks her size answer the way the server reads it.
export { findSizesInText, readSizeAnswer } from '@bridal/shared/sizes/find-sizes-in-text';

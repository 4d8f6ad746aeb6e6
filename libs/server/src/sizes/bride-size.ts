// Written once in @bridal/shared, so the bride profile shows the size the pull lists use.
export {
  type BrideSize,
  type BrideSizeAnswers,
  freeTextAnswerFields,
  readBrideSize,
} from '@bridal/shared/sizes/bride-size';

// The chart lives in @bridal/shared so the survey form can check her size as she types it; its
// source is named there (libs/shared/src/sizes/size-chart.ts).
export {
  letterSizes,
  type SizeSystem,
  sizeSystemNames,
  sizeSystemOffsets,
  usSizeLimits,
} from '@bridal/shared/sizes/size-chart';

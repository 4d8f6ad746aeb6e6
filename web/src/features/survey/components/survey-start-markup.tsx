import { Box, chakra } from '@chakra-ui/react';
import { surveyStepCount } from '@bridal/shared/survey/survey-options';
import { boutiqueNamePlaceholder, surveyStartViewAttribute } from '@bridal/shared/web/survey-start';
import { Formik } from 'formik';
import { PublicFrame } from '../../../components/layout/public-frame';
import { initialSurveyValues } from '../utils/survey-form-values';
import { NameStep } from './steps/name-step';
import { SurveyLanding } from './survey-landing';
import { SurveyNavBar } from './survey-nav-bar';
import { SurveyStepLayout } from './survey-step-layout';

const nothing = () => undefined;

/**
 * The survey link's landing and first step as the build renders them to HTML (the opening,
 * @bridal/shared/web/survey-start), for a boutique whose name the API fills in: what a bride on a
 * slow phone uses while the app's code is on its way. The first step is the wizard's own (its
 * layout, her name's field, Next), shown by the opening's script when she taps Start.
 */
export function SurveyStartMarkup() {
  return (
    <PublicFrame boutiqueName={boutiqueNamePlaceholder}>
      {/* display: contents, so each view lays out in the frame as the app's own views do. */}
      <Box display="contents" {...{ [surveyStartViewAttribute]: 'landing' }}>
        <SurveyLanding boutiqueName={boutiqueNamePlaceholder} onStart={nothing} />
      </Box>
      <Box display="contents" hidden {...{ [surveyStartViewAttribute]: 'first-step' }}>
        <Formik initialValues={initialSurveyValues} onSubmit={nothing}>
          <chakra.form noValidate display="flex" flexDirection="column" flex="1">
            <SurveyStepLayout step={1}>
              <NameStep />
            </SurveyStepLayout>
            <SurveyNavBar step={1} total={surveyStepCount} onBack={nothing} submitting={false} progress={null} />
          </chakra.form>
        </Formik>
      </Box>
    </PublicFrame>
  );
}

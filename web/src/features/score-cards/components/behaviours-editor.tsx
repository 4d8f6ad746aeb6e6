import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  defaultScoreCardBehaviours,
  type ScoreCardBehaviour,
  scoreCardBehavioursSchema,
  scoreCardLimits,
} from '@bridal/shared/coaching/score-card';
import { scoreCardViewMessages } from '@bridal/shared/coaching/score-card-view';
import { FieldArray, Formik, type FormikHelpers, getIn, useFormikContext } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { saveScoreCardBehaviours, useScoreCardBehaviours } from '../api/score-card-behaviours';
import { type BehavioursFormValues, toBehavioursFormValues, toBehavioursRequest } from '../utils/behaviours-form';

function BehaviourRows() {
  const { values, errors, submitCount, setValues } = useFormikContext<BehavioursFormValues>();
  const listError = getIn(errors, 'behaviours') as unknown;
  const rows = values.behaviours;
  return (
    <FieldArray name="behaviours">
      {(list) => (
        <Stack gap="4">
          {rows.map((row, index) => (
            <Stack key={row.key || `new-${index}`} gap="2" borderBottomWidth="1px" pb="3">
              <TextField
                name={`behaviours[${index}].label`}
                label={`Behaviour ${index + 1}`}
                maxLength={scoreCardLimits.label}
                required
                markRequired={false}
              />
              <HStack gap="2" flexWrap="wrap">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => list.swap(index, index - 1)}
                  aria-label={`Move behaviour ${index + 1} up`}
                >
                  Up
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={index === rows.length - 1}
                  onClick={() => list.swap(index, index + 1)}
                  aria-label={`Move behaviour ${index + 1} down`}
                >
                  Down
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  size="sm"
                  onClick={() => list.remove(index)}
                  aria-label={`Remove behaviour ${index + 1}`}
                >
                  Remove
                </Button>
              </HStack>
            </Stack>
          ))}
          {typeof listError === 'string' && submitCount > 0 && (
            <Text color="red.700" fontSize="sm" role="alert">
              {listError}
            </Text>
          )}
          <HStack gap="2" flexWrap="wrap">
            {rows.length < scoreCardLimits.behaviours && (
              <Button
                variant="outline"
                colorPalette="brand"
                size="sm"
                onClick={() => list.push({ key: '', label: '' })}
              >
                Add a behaviour
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void setValues(toBehavioursFormValues(defaultScoreCardBehaviours))}
            >
              Use the defaults
            </Button>
          </HStack>
        </Stack>
      )}
    </FieldArray>
  );
}

/** The behaviours the boutique's score cards ask about (admins): names, order, what to add or drop. */
export function BehavioursForm({ behaviours }: { behaviours: ScoreCardBehaviour[] }) {
  async function submit(values: BehavioursFormValues, form: FormikHelpers<BehavioursFormValues>) {
    try {
      const saved = await saveScoreCardBehaviours(toBehavioursRequest(values));
      form.resetForm({ values: toBehavioursFormValues(saved.behaviours) });
      notify('success', scoreCardViewMessages.behavioursSaved, 'The next score cards ask about these.');
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Score Card');
    }
  }
  return (
    <Formik
      initialValues={toBehavioursFormValues(behaviours)}
      validationSchema={scoreCardBehavioursSchema}
      onSubmit={submit}
      enableReinitialize
    >
      <FocusingForm aria-label="Score card behaviours">
        <SectionCard
          title="Score card"
          description="After each outcome, the consultant says which of these happened: yes, no or not relevant. Renaming one keeps its past answers; one you remove leaves the figures."
        >
          <Stack gap="4" maxW="lg">
            <BehaviourRows />
          </Stack>
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Score Card
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}

/** The settings page's score-card section (admins only: the page sends consultants away). */
export function BehavioursSection() {
  return (
    <Fetched what="your score card" fetched={useScoreCardBehaviours()}>
      {(data) => <BehavioursForm behaviours={data.behaviours} />}
    </Fetched>
  );
}

import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';

/** The link to the demo survey, where a trial starts. */
export const demoSurveyUrl = (publicUrl: string) => pageUrl(publicUrl, paths.demo.survey);

/**
 * The welcome of a demo trial. The trial form is public and its address unconfirmed, so the
 * e-mail quotes only the visitor's name (defanged by renderEmail), not the boutique name she typed.
 */
export function renderTrialWelcome(options: { name: string; publicUrl: string }): EmailContent {
  return renderEmail({
    subject: mailSubjects.trialWelcome,
    greeting: `Hi ${options.name},`,
    paragraphs: [
      'Thank you for trying Bridal Coach. Your demo access is active in the browser you signed up from.',
      'Fill in the survey as a bride would, then watch the consultant dashboard prepare her appointment. Our founder will reach out within 24 hours to answer your questions.',
    ],
    action: { label: 'Open the demo survey', url: demoSurveyUrl(options.publicUrl) },
  });
}

/**
 * The survey link's opening as plain HTML: the landing and the first step (her name), which the
 * build renders from the survey's own components and the API fills with the boutique's name. On a
 * slow phone the app's code takes seconds to arrive; this markup and the small script below let
 * her tap Start and type her name meanwhile, and the app takes the step over, with what she typed,
 * once it runs (web/src/features/survey/utils/survey-start-handover.ts).
 */

/** The element that holds the opening, beside the app's #root (which stays hidden until the hand-over). */
export const surveyStartId = 'survey-start';

/** On the opening's element: which view shows, `landing` or `first-step`. */
export const surveyStartStageAttribute = 'data-stage';

/** On the opening's element: she pressed Next (or Enter) before the app arrived. */
export const surveyStartNextAttribute = 'data-next-requested';

/** On each of the two views, its name. */
export const surveyStartViewAttribute = 'data-start-view';

/** On the landing's Start button. */
export const surveyStartButtonAttribute = 'data-survey-start';

/** Dispatched on `document` when she taps Start on the opening. */
export const surveyStartedEvent = 'bridal:survey-started';

/** The survey page's <title> for a boutique. */
export const surveyPageTitle = (boutiqueName: string) => `Style Survey - ${boutiqueName}`;

/** Where the build's markup names the boutique; the API puts her boutique's name (escaped) there. */
export const boutiqueNamePlaceholder = '%%BOUTIQUE_NAME%%';

/**
 * Start shows the first step; Next (or Enter in the field) is kept for the app, never a page
 * load that would put her name in the address. Inline, so it works from the first paint; the
 * API's Content-Security-Policy allows it by its hash.
 */
export const surveyStartScript = `(function(){var s=document.getElementById('${surveyStartId}');if(!s)return;
s.addEventListener('click',function(e){if(!e.target.closest('[${surveyStartButtonAttribute}]'))return;
var v=s.querySelectorAll('[${surveyStartViewAttribute}]');for(var i=0;i<v.length;i++)v[i].hidden=v[i].getAttribute('${surveyStartViewAttribute}')!=='first-step';
s.setAttribute('${surveyStartStageAttribute}','first-step');window.scrollTo(0,0);document.dispatchEvent(new Event('${surveyStartedEvent}'));});
s.addEventListener('submit',function(e){e.preventDefault();s.setAttribute('${surveyStartNextAttribute}','');});})();`;

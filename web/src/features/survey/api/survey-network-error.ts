/**
 * Thrown when a survey request never got an answer (offline, blocked, aborted). A module of its
 * own: the photos, sent from the first steps on, need it before the answers' sending code loads.
 */
export class SurveyNetworkError extends Error {
  constructor(message = 'The survey could not reach the server') {
    super(message);
    this.name = 'SurveyNetworkError';
  }
}

/** The answer of a call that has nothing to say but that it worked. */
export interface OkResponse {
  ok: true;
}

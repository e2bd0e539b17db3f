/** What a route of routes.tsx may declare beside its element (React Router's `handle`). */
export interface RouteHandle {
  /** The GET its screen asks for first: on a first page load it starts with the screen's code (api/earlyAnswers.ts). */
  earlyAnswer: string;
}

export function earlyAnswerOf(handle: unknown): string | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.earlyAnswer;
}

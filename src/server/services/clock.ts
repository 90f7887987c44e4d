// The server asks this for the time so tests can move it (code and session expiry).
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

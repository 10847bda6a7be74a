// What a countdown shows: whole days, hours, minutes and seconds until an end.
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function timeLeft(endsAt: number, now: number): TimeLeft | undefined {
  const total = Math.floor((endsAt - now) / 1000);
  if (total <= 0) return undefined;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

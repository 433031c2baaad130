export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** Before 9 morning, to 11 forenoon, to 13 noon, before 20 afternoon, else evening. */
export function greetingFor({ hour }: { hour: number }): GreetingKey {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

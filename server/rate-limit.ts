/*
 * At most `max` events per `windowMs` for each key (an address): whether one more is allowed now,
 * counted if so. Keys whose events have all aged out are dropped, so the map does not grow forever.
 */
export function rateLimit(max: number, windowMs: number, now: () => number = Date.now): (key: string) => boolean {
  const seen = new Map<string, number[]>()
  let sweptAt = 0
  return (key) => {
    const t = now()
    if (t - sweptAt > windowMs) {
      sweptAt = t
      for (const [k, times] of seen) if (times.every((x) => t - x >= windowMs)) seen.delete(k)
    }
    const recent = (seen.get(key) ?? []).filter((x) => t - x < windowMs)
    if (recent.length >= max) {
      seen.set(key, recent)
      return false
    }
    recent.push(t)
    seen.set(key, recent)
    return true
  }
}

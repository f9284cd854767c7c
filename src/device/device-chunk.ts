/*
 * The one chunk a first visit loads once the page has settled, whatever the person does: the
 * device's care (wake lock, storage, service worker: device-care.tsx) and Home's "This device"
 * panel. One module for both lazy imports, so they are one response, not two: every first visit fetches it,
 * and the first visit's budget counts every response (scripts/size-budget.mjs).
 */
export { DeviceEffects } from './device-effects.tsx'
export { DeviceSettings } from './device-settings.tsx'

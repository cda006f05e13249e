/** The kinds of settings staff change in the admin panel: the quote document's seller and terms. */
export const SETTING_KEYS = ['quote'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export const SETTING_LABELS: Readonly<Record<SettingKey, string>> = { quote: 'Quote settings' };

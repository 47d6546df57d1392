/**
 * How components read the interface texts: `const { t } = useTranslation()`, drawn again when the
 * language changes. Components import it from here rather than from the library behind it, so what
 * runs behind it can change in one place.
 */
export { useTranslation } from 'react-i18next';

import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './onboard-excursions.meta';
import styles from './onboard.css';
import { OnboardExcursionsWidget } from './OnboardExcursions';

export const LidoOnboardExcursionsElement = defineWidget(meta, OnboardExcursionsWidget, styles, catalogues);
/** @deprecated use LidoOnboardExcursionsElement; removed in 0.3 */
export const OnboardExcursionsElement = LidoOnboardExcursionsElement;

import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './activities-finder.meta';
import styles from './excursions.css';
import { ActivitiesFinderWidget } from './ActivitiesFinder';

export const LidoActivitiesFinderElement = defineWidget(meta, ActivitiesFinderWidget, styles, catalogues);
/** @deprecated use LidoActivitiesFinderElement; removed in 0.3 */
export const ActivitiesFinderElement = LidoActivitiesFinderElement;

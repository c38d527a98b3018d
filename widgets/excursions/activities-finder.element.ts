import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './activities-finder.meta';
import styles from './excursions.css';
import { ActivitiesFinderWidget } from './ActivitiesFinder';

export const ActivitiesFinderElement = defineWidget(meta, ActivitiesFinderWidget, styles, catalogues);

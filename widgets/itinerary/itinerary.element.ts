import { defineWidget } from '../../core/element/define-widget';
import meta from './itinerary.meta';
import styles from './itinerary.css';
import catalogues from './catalogue';
import { Itinerary } from './Itinerary';

export const LidoItineraryElement = defineWidget(meta, Itinerary, styles, catalogues);

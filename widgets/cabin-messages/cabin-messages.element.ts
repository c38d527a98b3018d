import { defineWidget } from '../../core/element/define-widget';
import meta from './cabin-messages.meta';
import styles from './cabin-messages.css';
import catalogues from './catalogue';
import { CabinMessages } from './CabinMessages';

export const LidoCabinMessagesElement = defineWidget(meta, CabinMessages, styles, catalogues);

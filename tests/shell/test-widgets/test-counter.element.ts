import { defineWidget } from '../../../core/element/define-widget';
import { getCore } from '../../../core/index';
import meta from './test-counter.meta';
import styles from './test-counter.css';
import { TestCounter } from './TestCounter';
import { addTestTranslations } from './test-slice';

addTestTranslations(getCore());
export const LidoTestCounterElement = defineWidget(meta, TestCounter, styles);

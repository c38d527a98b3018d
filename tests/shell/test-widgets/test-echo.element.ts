import { defineWidget } from '../../../core/element/define-widget';
import { getCore } from '../../../core/index';
import meta from './test-echo.meta';
import styles from './test-counter.css';
import { TestEcho } from './TestEcho';
import { addTestTranslations } from './test-slice';

addTestTranslations(getCore());
export const LidoTestEchoElement = defineWidget(meta, TestEcho, styles);

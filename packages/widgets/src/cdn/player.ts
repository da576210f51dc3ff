// Script-tag build: defines <bookstore-player> (the loader imports this file when such an element appears).
import { defineWidgetElement } from '../runtime/element';
import { installGlobal } from '../runtime/global';
import { PlayerWidget } from '../widgets/player';

installGlobal(import.meta.url);
defineWidgetElement('bookstore-player', PlayerWidget);

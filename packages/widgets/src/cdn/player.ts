// Script-tag build: defines <bookstore-player> (the loader imports this file when such an element appears).
import { PlayerWidget } from '../widgets/player';
import { defineWidget } from './define';

defineWidget('player', PlayerWidget);

// Script-tag build: defines <bookstore-search> (the loader imports this file when such an element appears).
import { defineWidget } from './define';

defineWidget('search');

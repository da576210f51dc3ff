// Script-tag build: defines <bookstore-book-card> (the loader imports this file when such an element appears).
import { defineWidget } from './define';

defineWidget('book-card');

-- Issue 22: at most 99 copies of a book in a cart (the contract's maximum quantity), kept by the
-- database: the add and increase statements only raise a quantity within it (their row count decides
-- the 422), and this constraint stops anything else from passing it.
UPDATE cart_items SET quantity = 99 WHERE quantity > 99;
ALTER TABLE cart_items ADD CONSTRAINT cart_items_quantity_max CHECK (quantity <= 99);

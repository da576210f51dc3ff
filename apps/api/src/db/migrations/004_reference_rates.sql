-- Reference data the API reads at run time instead of the seed's constants: how prices convert
-- between countries, and what test-mode bank lookups need. The seed fills these tables; a country
-- without a row here cannot have prices converted into it, and the API says so instead of guessing.

-- A country's price level: the typical price of a new ebook in minor units of its currency, and how
-- prices are rounded there (₦50 steps, £x.99). A price in one country converts to another by the ratio
-- of their ebook bases, then is rounded to the other country's habits.
CREATE TABLE price_levels (
  country_code text PRIMARY KEY REFERENCES countries (code) ON DELETE CASCADE,
  ebook_base integer NOT NULL CHECK (ebook_base > 0),
  price_step integer NOT NULL CHECK (price_step > 0),
  charm_pricing boolean NOT NULL DEFAULT false
);

-- How many digits a bank account number has in a country (NUBAN's 10 in Nigeria, 8 in the UK).
CREATE TABLE bank_account_formats (
  country_code text PRIMARY KEY REFERENCES countries (code) ON DELETE CASCADE,
  account_number_length integer NOT NULL CHECK (account_number_length > 0)
);

-- Names a test-mode account lookup answers with, per country: given names and family names.
CREATE TABLE account_holder_names (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country_code text NOT NULL REFERENCES countries (code) ON DELETE CASCADE,
  part text NOT NULL CHECK (part IN ('given', 'family')),
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (country_code, part, name)
);
CREATE INDEX account_holder_names_country ON account_holder_names (country_code, part, position);

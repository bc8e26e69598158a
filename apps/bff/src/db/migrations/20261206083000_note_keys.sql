-- A typed note's own key (decision 045): the browser makes a UUID when a note is typed and sends
-- it with every try, so a note sent again after an answer that never came is stored once. Unique
-- per store and author (NULLs are distinct: notes sent without a key are never matched); the key
-- goes with its note when the customer is erased or the case purged.
ALTER TABLE work_note ADD COLUMN client_key uuid;
CREATE UNIQUE INDEX work_note_client_key ON work_note (store_key, author_email, client_key);

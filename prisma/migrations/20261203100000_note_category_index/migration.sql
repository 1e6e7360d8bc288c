-- The notes lists count a member's notes by category (all but ideas, or one): from the index, not the rows.
CREATE INDEX "Note_userId_category_idx" ON "Note"("userId", "category");

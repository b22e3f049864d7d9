-- CreateIndex
CREATE INDEX "SearchProfile_category_subcategory_cityKey_gender_idx" ON "SearchProfile"("category", "subcategory", "cityKey", "gender");

-- CreateEnum
CREATE TYPE "MediaKind" AS ENUM ('PROFILE_PIC', 'COVER_PIC', 'IMAGE', 'VIDEO', 'PORTFOLIO', 'WORK_SAMPLE');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "subcategory" TEXT NOT NULL,
    "profilePic" TEXT,
    "coverPic" TEXT,
    "rate" BOOLEAN NOT NULL DEFAULT false,
    "status" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArtistProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "height" TEXT NOT NULL,
    "weight" TEXT NOT NULL,
    "skinTone" TEXT,
    "eyeColor" TEXT,
    "hairColor" TEXT,
    "shoeSize" TEXT,
    "maritalStatus" TEXT,
    "presentProfession" TEXT,
    "education" TEXT,
    "languages" TEXT,
    "experienceDetails" TEXT,
    "aim" TEXT,
    "dateOfBirth" DATE,
    "experience" BOOLEAN NOT NULL DEFAULT false,
    "passport" BOOLEAN NOT NULL DEFAULT false,
    "comfortableTimings" BOOLEAN NOT NULL DEFAULT false,
    "dressesComfortableWith" TEXT[],
    "measurements" JSONB NOT NULL,
    "openFor" JSONB NOT NULL,
    "interests" JSONB NOT NULL,
    "comfortLevel" JSONB NOT NULL,
    "outfitPreferences" JSONB NOT NULL,
    "workLocation" JSONB NOT NULL,
    "allergies" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ArtistProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "TechnicianProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT,
    "city" TEXT,
    "experience" TEXT,
    "dateOfBirth" DATE,
    "maritalStatus" TEXT,
    "education" TEXT,
    "certifications" TEXT,
    "toolsOwned" TEXT,
    "pastProjects" TEXT,
    "languages" TEXT,
    "dressPreferences" TEXT,
    "cameraExperience" TEXT,
    "lightingExpertise" TEXT,
    "equipmentOwned" TEXT,
    "softwareSkills" TEXT,
    "expertise" TEXT,
    "specialization" TEXT,
    "toolPreferences" TEXT,
    "videoLink" TEXT,
    "skinTone" TEXT,
    "hairLength" TEXT,
    "passport" BOOLEAN NOT NULL DEFAULT false,
    "skinTypeExpertise" BOOLEAN NOT NULL DEFAULT false,
    "hairStylingSkills" BOOLEAN NOT NULL DEFAULT false,
    "fabricKnowledge" BOOLEAN NOT NULL DEFAULT false,
    "designStyle" BOOLEAN NOT NULL DEFAULT false,
    "tailoringSkills" BOOLEAN NOT NULL DEFAULT false,
    "comfortWith" JSONB NOT NULL,
    "openFor" JSONB NOT NULL,
    "allergies" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TechnicianProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MusicianProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "dateOfBirth" DATE,
    "maritalStatus" TEXT,
    "education" TEXT,
    "certifications" TEXT[],
    "toolsOwned" TEXT[],
    "pastProjects" TEXT[],
    "languages" TEXT[],
    "instrumentExpertise" TEXT[],
    "musicGenreSpecialization" TEXT[],
    "passport" BOOLEAN NOT NULL DEFAULT false,
    "vocalSkills" BOOLEAN NOT NULL DEFAULT false,
    "soundDesignExperience" BOOLEAN NOT NULL DEFAULT false,
    "studioExperience" BOOLEAN NOT NULL DEFAULT false,
    "livePerformanceExperience" BOOLEAN NOT NULL DEFAULT false,
    "experience" TEXT,
    "videoLink" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MusicianProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "WriterDirectorProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "dateOfBirth" DATE NOT NULL,
    "maritalStatus" TEXT NOT NULL,
    "education" TEXT NOT NULL,
    "genres" TEXT[],
    "skills" TEXT[],
    "experience" TEXT NOT NULL,
    "previousWorkSamples" TEXT[],
    "awards" TEXT[],
    "professionalAssociations" TEXT[],
    "projectsCurrent" TEXT[],
    "projectsCompleted" TEXT[],
    "director" JSONB NOT NULL,
    "writer" JSONB NOT NULL,
    "languages" TEXT[],
    "availability" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WriterDirectorProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CameraUnitProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT,
    "city" TEXT,
    "brand" TEXT,
    "dateOfBirth" DATE,
    "maritalStatus" TEXT,
    "education" TEXT,
    "toolsOwned" TEXT[],
    "outstationShoots" BOOLEAN NOT NULL DEFAULT false,
    "outOfCountryShoots" BOOLEAN NOT NULL DEFAULT false,
    "lensType" TEXT,
    "focalLength" TEXT,
    "accessories" TEXT[],
    "pastProjects" TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CameraUnitProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "LocationProfile" (
    "userId" TEXT NOT NULL,
    "fullName" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "availableLocations" TEXT[],
    "availability" TEXT NOT NULL DEFAULT 'Available',
    "experience" TEXT NOT NULL,
    "description" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LocationProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "Media" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "MediaKind" NOT NULL,
    "path" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "cardPath" TEXT,
    "galleryPath" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_category_subcategory_createdAt_id_idx" ON "User"("category", "subcategory", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "User_category_subcategory_gender_idx" ON "User"("category", "subcategory", "gender");

-- CreateIndex
CREATE INDEX "User_category_createdAt_id_idx" ON "User"("category", "createdAt" DESC, "id");

-- CreateIndex
CREATE INDEX "ArtistProfile_city_idx" ON "ArtistProfile"("city");

-- CreateIndex
CREATE INDEX "TechnicianProfile_city_idx" ON "TechnicianProfile"("city");

-- CreateIndex
CREATE INDEX "MusicianProfile_city_idx" ON "MusicianProfile"("city");

-- CreateIndex
CREATE INDEX "WriterDirectorProfile_city_idx" ON "WriterDirectorProfile"("city");

-- CreateIndex
CREATE INDEX "CameraUnitProfile_city_idx" ON "CameraUnitProfile"("city");

-- CreateIndex
CREATE INDEX "LocationProfile_city_idx" ON "LocationProfile"("city");

-- CreateIndex
CREATE UNIQUE INDEX "Media_path_key" ON "Media"("path");

-- CreateIndex
CREATE INDEX "Media_userId_kind_position_idx" ON "Media"("userId", "kind", "position");

-- AddForeignKey
ALTER TABLE "ArtistProfile" ADD CONSTRAINT "ArtistProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TechnicianProfile" ADD CONSTRAINT "TechnicianProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MusicianProfile" ADD CONSTRAINT "MusicianProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WriterDirectorProfile" ADD CONSTRAINT "WriterDirectorProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CameraUnitProfile" ADD CONSTRAINT "CameraUnitProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LocationProfile" ADD CONSTRAINT "LocationProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

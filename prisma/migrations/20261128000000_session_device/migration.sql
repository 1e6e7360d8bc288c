-- AlterTable
ALTER TABLE "Session" ADD COLUMN "device" TEXT;

import sharp from "sharp";
const [,, file, out, sliceH = "1600"] = process.argv;
const img = sharp(file); const { width, height } = await img.metadata();
const h = Number(sliceH); let i = 0;
for (let top = 0; top < height!; top += h, i++) {
  await sharp(file).extract({ left: 0, top, width: width!, height: Math.min(h, height! - top) }).toFile(`${out}-${i}.png`);
}
console.log(i);

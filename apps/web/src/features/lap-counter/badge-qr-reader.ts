import {
  BarcodeFormat,
  type BinaryBitmap,
  type BitMatrix,
  type DecodeHintType,
  NotFoundException,
  QRCodeReader,
  Result,
  ResultPoint,
} from '@zxing/library';
import Detector from '@zxing/library/esm/core/qrcode/detector/Detector';
import type FinderPattern from '@zxing/library/esm/core/qrcode/detector/FinderPattern';
import FinderPatternFinder from '@zxing/library/esm/core/qrcode/detector/FinderPatternFinder';
import FinderPatternInfo from '@zxing/library/esm/core/qrcode/detector/FinderPatternInfo';

type Hints = Map<DecodeHintType, unknown>;

// Three real finder patterns have nearly the same module size; ZXing's own reader allows 40 %.
const MODULE_SIZE_SPREAD = 1.4;

/** Scans the picture as ZXing does, keeping every finder-pattern candidate it saw, not only its pick. */
class CandidateFinder extends FinderPatternFinder {
  candidates: FinderPattern[] = [];

  constructor(image: BitMatrix) {
    super(image, undefined as never);
  }

  protected override handlePossibleCenter(
    stateCount: Int32Array,
    i: number,
    j: number,
    pure: boolean,
  ): boolean {
    const confirmed = super.handlePossibleCenter(stateCount, i, j, pure);
    // A copy: the finder's own pick afterwards cuts its list down to three.
    this.candidates = [...this.getPossibleCenters()];
    return confirmed;
  }
}

/** Samples the code's grid from three given finder patterns. */
class TripleDetector extends Detector {
  fromPatterns(patterns: FinderPattern[]) {
    ResultPoint.orderBestPatterns(patterns);
    return this.processFinderPatternInfo(new FinderPatternInfo(patterns));
  }
}

const squaredDistance = (a: ResultPoint, b: ResultPoint) => ResultPoint.distance(a, b) ** 2;

/**
 * Of all candidates, the three that best form an isosceles right triangle, as a QR code's finder
 * patterns do. ZXing's JavaScript port still picks the three seen on the most scan lines, so a pattern
 * in the data that mimics a finder pattern (1:1:3:1:1 across and down) can win over a real one.
 */
function mostSquareTriple(candidates: FinderPattern[]): FinderPattern[] | null {
  const sorted = [...candidates].sort((a, b) => a.getEstimatedModuleSize() - b.getEstimatedModuleSize());
  let best: FinderPattern[] | null = null;
  let bestDistortion = Infinity;
  for (const [i, first] of sorted.entries()) {
    for (const [j, second] of sorted.slice(i + 1).entries()) {
      for (const third of sorted.slice(i + j + 2)) {
        if (third.getEstimatedModuleSize() > first.getEstimatedModuleSize() * MODULE_SIZE_SPREAD) continue;
        const [a, b, c] = [
          squaredDistance(first, second),
          squaredDistance(second, third),
          squaredDistance(first, third),
        ].sort((x, y) => x - y) as [number, number, number];
        // Pythagoras with two equal legs: c² = 2a² = 2b²; each difference measures the distortion.
        const distortion = Math.abs(c - 2 * b) + Math.abs(c - 2 * a);
        if (distortion < bestDistortion) {
          bestDistortion = distortion;
          best = [first, second, third];
        }
      }
    }
  }
  return best;
}

/**
 * ZXing's QR code reader with the finder patterns chosen by their shape. A badge whose data happens to
 * hold a finder-like pattern is otherwise never read, however the phone holds it.
 */
export class BadgeQrReader extends QRCodeReader {
  override decode(image: BinaryBitmap, hints?: Hints): Result {
    const bits = image.getBlackMatrix();
    const finder = new CandidateFinder(bits);
    finder.find(hints as Hints);
    const patterns = mostSquareTriple(finder.candidates);
    if (!patterns) throw new NotFoundException();
    const detected = new TripleDetector(bits).fromPatterns(patterns);
    const decoded = this.getDecoder().decodeBitMatrix(detected.getBits(), hints as Hints);
    const raw = decoded.getRawBytes();
    return new Result(decoded.getText(), raw, 8 * raw.length, detected.getPoints(), BarcodeFormat.QR_CODE);
  }
}

/** A running track with runners and pledge coins; decoration only, so assistive tech skips it. */
export function TrackIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="420" height="320" rx="28" fill="#ffffff" fillOpacity="0.08" />
      <rect x="20" y="50" width="380" height="220" rx="110" fill="#d9480f" />
      <rect
        x="45"
        y="75"
        width="330"
        height="170"
        rx="85"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="2"
        strokeDasharray="10 8"
      />
      <rect x="70" y="100" width="280" height="120" rx="60" fill="#2f9e44" />
      <rect
        x="95"
        y="125"
        width="230"
        height="70"
        rx="35"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
        strokeWidth="2"
      />
      <g fill="#fff">
        <rect x="205" y="220" width="8" height="8" />
        <rect x="213" y="228" width="8" height="8" />
        <rect x="205" y="236" width="8" height="8" />
        <rect x="213" y="244" width="8" height="8" />
        <rect x="205" y="252" width="8" height="8" />
        <rect x="213" y="260" width="8" height="8" />
      </g>
      <g stroke="#1e2a78" strokeWidth="3">
        <circle cx="120" cy="62" r="11" fill="#ffd43b" />
        <circle cx="300" cy="87" r="11" fill="#74c0fc" />
        <circle cx="388" cy="160" r="11" fill="#fff" />
        <circle cx="160" cy="258" r="11" fill="#f783ac" />
      </g>
      <g fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="20" textAnchor="middle">
        <circle cx="70" cy="28" r="18" fill="#fcc419" stroke="#fff" strokeWidth="3" />
        <text x="70" y="35" fill="#7c4a03">
          $
        </text>
        <circle cx="360" cy="36" r="22" fill="#fcc419" stroke="#fff" strokeWidth="3" />
        <text x="360" y="43" fill="#7c4a03">
          $
        </text>
        <circle cx="340" cy="292" r="16" fill="#fcc419" stroke="#fff" strokeWidth="3" />
        <text x="340" y="299" fill="#7c4a03" fontSize="18">
          $
        </text>
      </g>
    </svg>
  );
}

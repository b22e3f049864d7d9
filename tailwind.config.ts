// Tailwind v4 reads its theme from app/globals.css; this file (loaded there with @config) holds
// the few settings that are easier to keep in code: the brand palette and the content globs.
const config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: { 50: "#fff4ec", 100: "#ffe3cc", 500: "#e8590c", 600: "#d9480f", 700: "#b8360a", 900: "#5c1a03" },
        ink: { 700: "#2b2d42", 800: "#1f2133", 900: "#14151f" },
      },
    },
  },
};

export default config;

// swift-format-ignore-file
// Generated from the files under tokens/ by CompiledInTokensTests; do not edit.
// After changing a token file: TANREI_RECORD=all swift test --filter CompiledInTokensTests

extension DesignSystem {
  /// The text of the default system's token files, by path relative to `tokens/`.
  static let tanreiFiles: [String: String] = [
    "appetite/appetite.resolver.json": ##"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
  "name": "Appetite UI",
  "version": "2025.10",
  "description": "Appetite UI's progress family: the four colours of its Progress page in light and dark, its spinner, bar, ring and typing indicator. Motion for delayed presence and the skeleton's values are Tanrei's, as Appetite UI defines none.",
  "sets": {
    "foundation": {
      "sources": [
        {
          "$ref": "primitives.tokens.json"
        },
        {
          "$ref": "motion.tokens.json"
        }
      ]
    },
    "components": {
      "sources": [
        {
          "$ref": "comp/spinner.tokens.json"
        },
        {
          "$ref": "comp/presence.tokens.json"
        },
        {
          "$ref": "comp/progress-bar.tokens.json"
        },
        {
          "$ref": "comp/progress-ring.tokens.json"
        },
        {
          "$ref": "comp/skeleton.tokens.json"
        },
        {
          "$ref": "comp/typing-indicator.tokens.json"
        }
      ]
    }
  },
  "modifiers": {
    "mode": {
      "contexts": {
        "light": [
          {
            "$ref": "light.tokens.json"
          }
        ],
        "dark": [
          {
            "$ref": "dark.tokens.json"
          }
        ]
      },
      "default": "light"
    }
  },
  "resolutionOrder": [
    {
      "$ref": "#/sets/foundation"
    },
    {
      "$ref": "#/modifiers/mode"
    },
    {
      "$ref": "#/sets/components"
    }
  ]
}

"""##,
    "appetite/comp/presence.tokens.json": ##"""
{
  "comp": {
    "presence": {
      "show-delay": {
        "$type": "duration",
        "$value": "{motion.show-delay}",
        "$description": "How long delayed content waits before it appears."
      },
      "enter-duration": {
        "$type": "duration",
        "$value": "{motion.enter-duration}"
      },
      "enter-easing": {
        "$type": "cubicBezier",
        "$value": "{motion.enter}"
      },
      "entrance": {
        "$type": "string",
        "$value": "fade"
      }
    }
  }
}

"""##,
    "appetite/comp/progress-bar.tokens.json": ##"""
{
  "comp": {
    "progress-bar": {
      "width": {
        "$type": "dimension",
        "$value": {
          "value": 320,
          "unit": "px"
        },
        "$description": "The bar's default length; a bar usually takes the width of its container."
      },
      "height": {
        "$type": "dimension",
        "$value": {
          "value": 8,
          "unit": "px"
        }
      },
      "shape": {
        "$type": "dimension",
        "$value": "{radius.full}"
      },
      "track": {
        "color": {
          "$type": "color",
          "$value": "{bg.soft-100}"
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{brand.base}"
        }
      },
      "indeterminate": {
        "segment": {
          "$type": "number",
          "$value": 0.4,
          "$description": "The share of the length the travelling segment covers when there is no value."
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 1500,
            "unit": "ms"
          },
          "$description": "One pass of the indeterminate segment."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{motion.standard}"
        }
      }
    }
  }
}

"""##,
    "appetite/comp/progress-ring.tokens.json": ##"""
{
  "comp": {
    "progress-ring": {
      "size": {
        "$type": "dimension",
        "$value": {
          "value": 48,
          "unit": "px"
        },
        "$description": "The ring's box."
      },
      "diameter": {
        "$type": "dimension",
        "$value": {
          "value": 40,
          "unit": "px"
        },
        "$description": "The circle the stroke is centred on, at the default size; it scales with the box."
      },
      "thickness": {
        "$type": "dimension",
        "$value": {
          "value": 4,
          "unit": "px"
        },
        "$description": "The stroke; it keeps this width at every size."
      },
      "track": {
        "color": {
          "$type": "color",
          "$value": "{bg.soft-100}"
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{brand.base}"
        }
      },
      "label": {
        "color": {
          "$type": "color",
          "$value": "{text.strong-950}"
        },
        "size": {
          "$type": "dimension",
          "$value": "{typography.xs.emphasized.size}"
        },
        "weight": {
          "$type": "fontWeight",
          "$value": "{typography.xs.emphasized.weight}"
        },
        "family": {
          "$type": "fontFamily",
          "$value": "{typography.xs.emphasized.family}"
        },
        "minimum-box": {
          "$type": "dimension",
          "$value": {
            "value": 40,
            "unit": "px"
          },
          "$description": "Below this box the percent label no longer fits and is left out."
        }
      },
      "indeterminate": {
        "sweep": {
          "$type": "number",
          "$value": 90,
          "$description": "Degrees of the turning arc when there is no value."
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 640,
            "unit": "ms"
          }
        }
      }
    }
  }
}

"""##,
    "appetite/comp/skeleton.tokens.json": ##"""
{
  "comp": {
    "skeleton": {
      "color": {
        "$type": "color",
        "$value": "{fg.soft-500}",
        "$description": "Appetite UI has no border colour; its softest foreground stands in, at the skeleton's 20 to 40 percent."
      },
      "opacity": {
        "$type": "number",
        "low": {
          "$value": 0.2
        },
        "high": {
          "$value": 0.4
        }
      },
      "shape": {
        "rounded": {
          "$type": "dimension",
          "$value": "{radius.8}"
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 1600,
            "unit": "ms"
          },
          "$description": "One shimmer, low to high and back."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{motion.standard}"
        }
      }
    }
  }
}

"""##,
    "appetite/comp/spinner.tokens.json": ##"""
{
  "comp": {
    "spinner": {
      "size": {
        "$type": "dimension",
        "sm": {
          "$value": {
            "value": 16,
            "unit": "px"
          }
        },
        "md": {
          "$value": {
            "value": 20,
            "unit": "px"
          }
        },
        "base": {
          "$value": {
            "value": 24,
            "unit": "px"
          }
        },
        "lg": {
          "$value": {
            "value": 32,
            "unit": "px"
          }
        }
      },
      "default-size": {
        "$type": "string",
        "$value": "sm"
      },
      "inner-radius": {
        "$type": "number",
        "$value": 0.72,
        "$description": "The ring's inner edge as a share of its outer radius: the ring is 28 percent of the radius at every size."
      },
      "sweep": {
        "$type": "number",
        "$value": 270,
        "$description": "Degrees of the indicator arc."
      },
      "track": {
        "color": {
          "$type": "color",
          "$value": "{bg.soft-100}"
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{brand.base}"
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 640,
            "unit": "ms"
          },
          "$description": "One turn: eight frames of 80 ms."
        }
      }
    }
  }
}

"""##,
    "appetite/comp/typing-indicator.tokens.json": ##"""
{
  "comp": {
    "typing-indicator": {
      "width": {
        "$type": "dimension",
        "$value": {
          "value": 40,
          "unit": "px"
        }
      },
      "height": {
        "$type": "dimension",
        "$value": {
          "value": 14,
          "unit": "px"
        }
      },
      "dot": {
        "size": {
          "$type": "dimension",
          "$value": {
            "value": 8,
            "unit": "px"
          }
        },
        "pitch": {
          "$type": "dimension",
          "$value": {
            "value": 16,
            "unit": "px"
          },
          "$description": "From one dot's centre to the next."
        },
        "rise": {
          "$type": "dimension",
          "$value": {
            "value": 3,
            "unit": "px"
          },
          "$description": "How much higher the active dot stands than the others."
        },
        "rest-opacity": {
          "$type": "number",
          "$value": 0.35
        },
        "color": {
          "$type": "color",
          "$value": "{fg.soft-500}"
        }
      },
      "motion": {
        "dwell": {
          "$type": "duration",
          "$value": {
            "value": 100,
            "unit": "ms"
          },
          "$description": "How long each of the four frames holds."
        },
        "travel": {
          "$type": "duration",
          "$value": {
            "value": 200,
            "unit": "ms"
          },
          "$description": "How long the move to the next frame takes."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{motion.linear}"
        }
      }
    }
  }
}

"""##,
    "appetite/dark.tokens.json": ##"""
{
  "bg": {
    "$type": "color",
    "white-0": {
      "$value": "{colors.gray.900}",
      "$description": "The page (Tanrei's addition, for the gallery and contrast checks)."
    },
    "soft-100": {
      "$value": "{colors.gray.700}"
    }
  },
  "brand": {
    "$type": "color",
    "base": {
      "$value": "{colors.blue.500}"
    }
  },
  "text": {
    "$type": "color",
    "strong-950": {
      "$value": "{colors.gray.0}"
    }
  },
  "fg": {
    "$type": "color",
    "soft-500": {
      "$value": "{colors.gray.400}"
    }
  }
}

"""##,
    "appetite/light.tokens.json": ##"""
{
  "bg": {
    "$type": "color",
    "white-0": {
      "$value": "{colors.gray.0}",
      "$description": "The page (Tanrei's addition, for the gallery and contrast checks)."
    },
    "soft-100": {
      "$value": "{colors.gray.100}"
    }
  },
  "brand": {
    "$type": "color",
    "base": {
      "$value": "{colors.blue.600}"
    }
  },
  "text": {
    "$type": "color",
    "strong-950": {
      "$value": "{colors.gray.950}"
    }
  },
  "fg": {
    "$type": "color",
    "soft-500": {
      "$value": "{colors.gray.500}"
    }
  }
}

"""##,
    "appetite/motion.tokens.json": ##"""
{
  "motion": {
    "linear": {
      "$type": "cubicBezier",
      "$value": [
        0,
        0,
        1,
        1
      ]
    },
    "standard": {
      "$type": "cubicBezier",
      "$value": [
        0.4,
        0,
        0.2,
        1
      ]
    },
    "enter": {
      "$type": "cubicBezier",
      "$value": [
        0.2,
        0,
        0,
        1
      ]
    },
    "show-delay": {
      "$type": "duration",
      "$value": {
        "value": 300,
        "unit": "ms"
      },
      "$description": "Tanrei's wait before loading feedback appears; Appetite UI defines none."
    },
    "enter-duration": {
      "$type": "duration",
      "$value": {
        "value": 200,
        "unit": "ms"
      }
    }
  }
}

"""##,
    "appetite/primitives.tokens.json": ##"""
{
  "colors": {
    "$type": "color",
    "gray": {
      "0": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1.0,
            1.0,
            1.0
          ],
          "hex": "#ffffff"
        }
      },
      "100": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.913725,
            0.913725,
            0.917647
          ],
          "hex": "#e9e9ea"
        }
      },
      "400": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.682353,
            0.682353,
            0.698039
          ],
          "hex": "#aeaeb2"
        }
      },
      "500": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.556863,
            0.556863,
            0.576471
          ],
          "hex": "#8e8e93"
        }
      },
      "700": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.282353,
            0.282353,
            0.290196
          ],
          "hex": "#48484a"
        }
      },
      "900": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.109804,
            0.109804,
            0.117647
          ],
          "hex": "#1c1c1e"
        }
      },
      "950": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.054902,
            0.054902,
            0.058824
          ],
          "hex": "#0e0e0f"
        }
      }
    },
    "blue": {
      "500": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.168627,
            0.498039,
            1.0
          ],
          "hex": "#2b7fff"
        }
      },
      "600": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.082353,
            0.364706,
            0.988235
          ],
          "hex": "#155dfc"
        }
      }
    }
  },
  "radius": {
    "full": {
      "$type": "dimension",
      "$value": {
        "value": 9999,
        "unit": "px"
      }
    },
    "8": {
      "$type": "dimension",
      "$value": {
        "value": 8,
        "unit": "px"
      }
    }
  },
  "typography": {
    "xs": {
      "emphasized": {
        "size": {
          "$type": "dimension",
          "$value": {
            "value": 12,
            "unit": "px"
          }
        },
        "weight": {
          "$type": "fontWeight",
          "$value": 600
        },
        "family": {
          "$type": "fontFamily",
          "$value": [
            "Inter",
            "DejaVu Sans",
            "Arial",
            "sans-serif"
          ],
          "$description": "Appetite UI's type is Inter (Debian: fonts-inter); DejaVu Sans stands in where it is missing, at its nearest weight."
        }
      }
    }
  }
}

"""##,
    "comp/loading-indicator.tokens.json": ##"""
{
  "comp": {
    "loading-indicator": {
      "contained": {
        "container": {
          "color": {
            "$type": "color",
            "$value": "{sys.color.surface-container-lowest}"
          },
          "elevation": {
            "$type": "shadow",
            "$value": "{sys.elevation.level2}"
          }
        },
        "indicator": {
          "color": {
            "$type": "color",
            "$value": "{sys.color.on-surface-variant}"
          }
        }
      },
      "container": {
        "shape": {
          "$type": "dimension",
          "$value": "{sys.shape.corner.full}"
        },
        "size": {
          "$type": "dimension",
          "$description": "The side of the contained indicator's raised container, per size.",
          "large": {
            "$value": {
              "value": 48,
              "unit": "px"
            }
          },
          "medium": {
            "$value": {
              "value": 32,
              "unit": "px"
            }
          },
          "small": {
            "$value": {
              "value": 24,
              "unit": "px"
            }
          }
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.on-surface-variant}"
        },
        "size": {
          "$type": "dimension",
          "$description": "The side of the square the arc is drawn in, per size. A system may add sizes: each needs an indicator size, a thickness and a container size.",
          "large": {
            "$value": {
              "value": 40,
              "unit": "px"
            }
          },
          "medium": {
            "$value": {
              "value": 24,
              "unit": "px"
            }
          },
          "small": {
            "$value": {
              "value": 16,
              "unit": "px"
            }
          }
        },
        "thickness": {
          "$type": "dimension",
          "large": {
            "$value": "{sys.border.thick}"
          },
          "medium": {
            "$value": "{sys.border.thick}"
          },
          "small": {
            "$value": "{sys.border.thick}"
          }
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": "{sys.motion.duration.extra-long4}"
        },
        "enter-duration": {
          "$type": "duration",
          "$value": "{sys.motion.role.state.large}"
        },
        "enter-easing": {
          "$type": "cubicBezier",
          "$value": "{sys.motion.easing.enter}"
        },
        "entrance": {
          "$type": "string",
          "$value": "fade",
          "$description": "The system's entrance, by name: \"fade\" or \"grow\". Typed string, a Tanrei addition to DTCG's types."
        },
        "show-delay": {
          "$type": "duration",
          "$value": "{sys.motion.role.show-delay}"
        }
      }
    }
  }
}

"""##,
    "comp/presence.tokens.json": ##"""
{
  "comp": {
    "presence": {
      "show-delay": {
        "$type": "duration",
        "$value": "{sys.motion.role.show-delay}",
        "$description": "How long delayed content waits before it appears."
      },
      "enter-duration": {
        "$type": "duration",
        "$value": "{sys.motion.role.state.large}"
      },
      "enter-easing": {
        "$type": "cubicBezier",
        "$value": "{sys.motion.easing.enter}"
      },
      "entrance": {
        "$type": "string",
        "$value": "fade"
      }
    }
  }
}

"""##,
    "comp/progress-bar.tokens.json": ##"""
{
  "comp": {
    "progress-bar": {
      "width": {
        "$type": "dimension",
        "$value": {
          "value": 320,
          "unit": "px"
        },
        "$description": "The bar's default length; a bar usually takes the width of its container."
      },
      "height": {
        "$type": "dimension",
        "$value": {
          "value": 8,
          "unit": "px"
        }
      },
      "shape": {
        "$type": "dimension",
        "$value": "{sys.shape.corner.full}"
      },
      "track": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.surface-container-high}"
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.primary}"
        }
      },
      "indeterminate": {
        "segment": {
          "$type": "number",
          "$value": 0.4,
          "$description": "The share of the length the travelling segment covers when there is no value."
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 1500,
            "unit": "ms"
          },
          "$description": "One pass of the indeterminate segment."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{sys.motion.easing.standard}"
        }
      }
    }
  }
}

"""##,
    "comp/progress-ring.tokens.json": ##"""
{
  "comp": {
    "progress-ring": {
      "size": {
        "$type": "dimension",
        "$value": {
          "value": 48,
          "unit": "px"
        },
        "$description": "The ring's box."
      },
      "diameter": {
        "$type": "dimension",
        "$value": {
          "value": 40,
          "unit": "px"
        },
        "$description": "The circle the stroke is centred on, at the default size; it scales with the box."
      },
      "thickness": {
        "$type": "dimension",
        "$value": "{sys.border.heavy}",
        "$description": "The stroke; it keeps this width at every size."
      },
      "track": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.surface-container-high}"
        }
      },
      "indicator": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.primary}"
        }
      },
      "label": {
        "color": {
          "$type": "color",
          "$value": "{sys.color.on-surface}"
        },
        "size": {
          "$type": "dimension",
          "$value": "{sys.typography.label-small.size}"
        },
        "weight": {
          "$type": "fontWeight",
          "$value": "{sys.typography.label-small.weight}"
        },
        "family": {
          "$type": "fontFamily",
          "$value": "{sys.typography.label-small.family}"
        },
        "minimum-box": {
          "$type": "dimension",
          "$value": {
            "value": 40,
            "unit": "px"
          },
          "$description": "Below this box the percent label no longer fits and is left out."
        }
      },
      "indeterminate": {
        "sweep": {
          "$type": "number",
          "$value": 90,
          "$description": "Degrees of the turning arc when there is no value."
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 1000,
            "unit": "ms"
          }
        }
      }
    }
  }
}

"""##,
    "comp/skeleton.tokens.json": ##"""
{
  "comp": {
    "skeleton": {
      "color": {
        "$type": "color",
        "$value": "{sys.color.outline}"
      },
      "opacity": {
        "$type": "number",
        "low": {
          "$value": 0.2
        },
        "high": {
          "$value": 0.4
        }
      },
      "shape": {
        "rounded": {
          "$type": "dimension",
          "$value": "{sys.shape.corner.medium}"
        }
      },
      "motion": {
        "cycle-duration": {
          "$type": "duration",
          "$value": {
            "value": 1600,
            "unit": "ms"
          },
          "$description": "One shimmer, low to high and back."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{sys.motion.easing.standard}"
        }
      }
    }
  }
}

"""##,
    "comp/typing-indicator.tokens.json": ##"""
{
  "comp": {
    "typing-indicator": {
      "width": {
        "$type": "dimension",
        "$value": {
          "value": 40,
          "unit": "px"
        }
      },
      "height": {
        "$type": "dimension",
        "$value": {
          "value": 14,
          "unit": "px"
        }
      },
      "dot": {
        "size": {
          "$type": "dimension",
          "$value": {
            "value": 8,
            "unit": "px"
          }
        },
        "pitch": {
          "$type": "dimension",
          "$value": {
            "value": 16,
            "unit": "px"
          },
          "$description": "From one dot's centre to the next."
        },
        "rise": {
          "$type": "dimension",
          "$value": {
            "value": 3,
            "unit": "px"
          },
          "$description": "How much higher the active dot stands than the others."
        },
        "rest-opacity": {
          "$type": "number",
          "$value": 0.35
        },
        "color": {
          "$type": "color",
          "$value": "{sys.color.on-surface-variant}"
        }
      },
      "motion": {
        "dwell": {
          "$type": "duration",
          "$value": {
            "value": 100,
            "unit": "ms"
          },
          "$description": "How long each of the four frames holds."
        },
        "travel": {
          "$type": "duration",
          "$value": {
            "value": 200,
            "unit": "ms"
          },
          "$description": "How long the move to the next frame takes."
        },
        "easing": {
          "$type": "cubicBezier",
          "$value": "{sys.motion.easing.linear}"
        }
      }
    }
  }
}

"""##,
    "sys/dark.tokens.json": ##"""
{
  "sys": {
    "color": {
      "$type": "color",
      "surface": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.078431,
            0.078431,
            0.078431
          ],
          "hex": "#141414"
        },
        "$description": "The page behind content."
      },
      "surface-container-lowest": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.141176,
            0.141176,
            0.141176
          ],
          "hex": "#242424"
        },
        "$description": "The container surface nearest the viewer in this mode: raised elements such as a contained loading indicator."
      },
      "on-surface-variant": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.768627,
            0.768627,
            0.768627
          ],
          "hex": "#c4c4c4"
        },
        "$description": "Marks and secondary content on any surface; at least 3:1 against each surface."
      },
      "primary": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.560784,
            0.690196,
            1.0
          ],
          "hex": "#8fb0ff"
        },
        "$description": "The brand's colour: the filled part of a progress bar or ring."
      },
      "surface-container-high": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.227451,
            0.227451,
            0.227451
          ],
          "hex": "#3a3a3a"
        },
        "$description": "A recessed surface: the track a progress indicator fills."
      },
      "on-surface": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.92549,
            0.92549,
            0.92549
          ],
          "hex": "#ececec"
        },
        "$description": "Text and strong marks on any surface."
      },
      "outline": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.560784,
            0.560784,
            0.560784
          ],
          "hex": "#8f8f8f"
        },
        "$description": "Borders and dividers; a skeleton shimmers in a fraction of it."
      }
    },
    "elevation": {
      "$type": "shadow",
      "level2": {
        "$value": [
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                1.0,
                1.0,
                1.0
              ],
              "alpha": 0.1,
              "hex": "#ffffff"
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 0,
              "unit": "px"
            },
            "blur": {
              "value": 0,
              "unit": "px"
            },
            "spread": {
              "value": 1,
              "unit": "px"
            }
          },
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                0.0,
                0.0,
                0.0
              ],
              "alpha": 0.4,
              "hex": "#000000"
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 1,
              "unit": "px"
            },
            "blur": {
              "value": 2,
              "unit": "px"
            },
            "spread": {
              "value": 0,
              "unit": "px"
            }
          }
        ],
        "$description": "A hairline ring that outlines the shape on any background, and a short soft drop that lifts it."
      }
    }
  }
}

"""##,
    "sys/light.tokens.json": ##"""
{
  "sys": {
    "color": {
      "$type": "color",
      "surface": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.980392,
            0.980392,
            0.980392
          ],
          "hex": "#fafafa"
        },
        "$description": "The page behind content."
      },
      "surface-container-lowest": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            1.0,
            1.0,
            1.0
          ],
          "hex": "#ffffff"
        },
        "$description": "The container surface nearest the viewer in this mode: raised elements such as a contained loading indicator."
      },
      "on-surface-variant": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.294118,
            0.294118,
            0.294118
          ],
          "hex": "#4b4b4b"
        },
        "$description": "Marks and secondary content on any surface; at least 3:1 against each surface."
      },
      "primary": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.184314,
            0.356863,
            0.827451
          ],
          "hex": "#2f5bd3"
        },
        "$description": "The brand's colour: the filled part of a progress bar or ring."
      },
      "surface-container-high": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.890196,
            0.890196,
            0.890196
          ],
          "hex": "#e3e3e3"
        },
        "$description": "A recessed surface: the track a progress indicator fills."
      },
      "on-surface": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.105882,
            0.105882,
            0.105882
          ],
          "hex": "#1b1b1b"
        },
        "$description": "Text and strong marks on any surface."
      },
      "outline": {
        "$value": {
          "colorSpace": "srgb",
          "components": [
            0.541176,
            0.541176,
            0.541176
          ],
          "hex": "#8a8a8a"
        },
        "$description": "Borders and dividers; a skeleton shimmers in a fraction of it."
      }
    },
    "elevation": {
      "$type": "shadow",
      "level2": {
        "$value": [
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                0.0,
                0.0,
                0.0
              ],
              "alpha": 0.08,
              "hex": "#000000"
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 0,
              "unit": "px"
            },
            "blur": {
              "value": 0,
              "unit": "px"
            },
            "spread": {
              "value": 1,
              "unit": "px"
            }
          },
          {
            "color": {
              "colorSpace": "srgb",
              "components": [
                0.0,
                0.0,
                0.0
              ],
              "alpha": 0.04,
              "hex": "#000000"
            },
            "offsetX": {
              "value": 0,
              "unit": "px"
            },
            "offsetY": {
              "value": 1,
              "unit": "px"
            },
            "blur": {
              "value": 2,
              "unit": "px"
            },
            "spread": {
              "value": 0,
              "unit": "px"
            }
          }
        ],
        "$description": "A hairline ring that outlines the shape on any background, and a short soft drop that lifts it."
      }
    }
  }
}

"""##,
    "sys/measure.tokens.json": ##"""
{
  "sys": {
    "shape": {
      "corner": {
        "$type": "dimension",
        "none": {
          "$value": {
            "value": 0,
            "unit": "px"
          }
        },
        "full": {
          "$value": {
            "value": 9999,
            "unit": "px"
          },
          "$description": "Large enough to round any side fully: a circle on a square."
        },
        "medium": {
          "$value": {
            "value": 8,
            "unit": "px"
          }
        }
      }
    },
    "border": {
      "$type": "dimension",
      "thin": {
        "$value": {
          "value": 1,
          "unit": "px"
        }
      },
      "thick": {
        "$value": {
          "value": 2,
          "unit": "px"
        },
        "$description": "The stroke of marks that must read at a glance, such as the loading indicator's arc."
      },
      "heavy": {
        "$value": {
          "value": 4,
          "unit": "px"
        },
        "$description": "The stroke of a progress ring."
      }
    },
    "typography": {
      "label-small": {
        "size": {
          "$type": "dimension",
          "$value": {
            "value": 12,
            "unit": "px"
          }
        },
        "weight": {
          "$type": "fontWeight",
          "$value": 600
        },
        "family": {
          "$type": "fontFamily",
          "$value": [
            "DejaVu Sans",
            "Inter",
            "Helvetica Neue",
            "Arial",
            "sans-serif"
          ],
          "$description": "Set in the first family installed with a face of its own at the weight: DejaVu Sans has no semibold, so a 600 label is set in Inter's (Debian: fonts-inter); where no family has the weight, DejaVu Sans Bold stands in."
        }
      }
    }
  }
}

"""##,
    "sys/motion.tokens.json": ##"""
{
  "sys": {
    "motion": {
      "duration": {
        "$type": "duration",
        "$description": "The scale of motion durations. A product's motion dial scales these; waiting times are not on this scale.",
        "short1": {
          "$value": {
            "value": 50,
            "unit": "ms"
          }
        },
        "short2": {
          "$value": {
            "value": 100,
            "unit": "ms"
          }
        },
        "short3": {
          "$value": {
            "value": 150,
            "unit": "ms"
          }
        },
        "short4": {
          "$value": {
            "value": 200,
            "unit": "ms"
          }
        },
        "medium1": {
          "$value": {
            "value": 250,
            "unit": "ms"
          }
        },
        "medium2": {
          "$value": {
            "value": 300,
            "unit": "ms"
          }
        },
        "medium3": {
          "$value": {
            "value": 350,
            "unit": "ms"
          }
        },
        "medium4": {
          "$value": {
            "value": 400,
            "unit": "ms"
          }
        },
        "long1": {
          "$value": {
            "value": 450,
            "unit": "ms"
          }
        },
        "long2": {
          "$value": {
            "value": 500,
            "unit": "ms"
          }
        },
        "long3": {
          "$value": {
            "value": 550,
            "unit": "ms"
          }
        },
        "long4": {
          "$value": {
            "value": 600,
            "unit": "ms"
          }
        },
        "extra-long1": {
          "$value": {
            "value": 700,
            "unit": "ms"
          }
        },
        "extra-long2": {
          "$value": {
            "value": 800,
            "unit": "ms"
          }
        },
        "extra-long3": {
          "$value": {
            "value": 900,
            "unit": "ms"
          }
        },
        "extra-long4": {
          "$value": {
            "value": 1000,
            "unit": "ms"
          }
        }
      },
      "easing": {
        "$type": "cubicBezier",
        "linear": {
          "$value": [
            0,
            0,
            1,
            1
          ],
          "$description": "Constant speed, for motion that loops, such as a turning arc."
        },
        "standard": {
          "$value": [
            0.4,
            0,
            0.2,
            1
          ],
          "$description": "Eases out of rest and into rest: for motion that starts and ends on screen, such as a pulse. Tanrei's choice: it is symmetric enough that a pulse of 1 → 0 → 1 reads as one breath."
        },
        "enter": {
          "$value": [
            0.2,
            0,
            0,
            1
          ],
          "$description": "Starts briskly and settles: for things that appear."
        }
      },
      "role": {
        "state": {
          "large": {
            "$type": "duration",
            "$value": "{sys.motion.duration.medium1}",
            "$description": "A change of state of a large element, such as a component that enters."
          }
        },
        "show-delay": {
          "$type": "duration",
          "$value": {
            "value": 300,
            "unit": "ms"
          },
          "$description": "How long loading feedback waits before it appears. A waiting time, not motion: it is not on the duration scale and no motion setting changes it."
        }
      }
    }
  }
}

"""##,
    "tanrei.resolver.json": ##"""
{
  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
  "name": "Tanrei",
  "version": "2025.10",
  "description": "The default Tanrei system: measures and motion for every mode, colours and elevation per mode, then the components.",
  "sets": {
    "system": {
      "sources": [
        {
          "$ref": "sys/measure.tokens.json"
        },
        {
          "$ref": "sys/motion.tokens.json"
        }
      ]
    },
    "components": {
      "sources": [
        {
          "$ref": "comp/loading-indicator.tokens.json"
        },
        {
          "$ref": "comp/presence.tokens.json"
        },
        {
          "$ref": "comp/progress-bar.tokens.json"
        },
        {
          "$ref": "comp/progress-ring.tokens.json"
        },
        {
          "$ref": "comp/skeleton.tokens.json"
        },
        {
          "$ref": "comp/typing-indicator.tokens.json"
        }
      ]
    }
  },
  "modifiers": {
    "mode": {
      "description": "Light or dark appearance.",
      "contexts": {
        "light": [
          {
            "$ref": "sys/light.tokens.json"
          }
        ],
        "dark": [
          {
            "$ref": "sys/dark.tokens.json"
          }
        ]
      },
      "default": "light"
    }
  },
  "resolutionOrder": [
    {
      "$ref": "#/sets/system"
    },
    {
      "$ref": "#/modifiers/mode"
    },
    {
      "$ref": "#/sets/components"
    }
  ]
}

"""##,
  ]
}

// swift-format-ignore-file
// Generated from the files under tokens/ by CompiledInTokensTests; do not edit.
// After changing a token file: TANREI_RECORD=all swift test --filter CompiledInTokensTests

extension DesignSystem {
  /// The text of the default system's token files, by path relative to `tokens/`.
  static let tanreiFiles: [String: String] = [
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

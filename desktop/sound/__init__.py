"""The table's sounds: where they go (``output``: the one ``Sound`` interface, miniaudio or
silence) and when they play (``cues``: as each piece lands). The sounds themselves are WAV
files made by ``assets/sounds/make.py``."""

from desktop.sound.cues import SoundCues
from desktop.sound.output import Sound, open_sound, replace_sound

__all__ = ["Sound", "SoundCues", "open_sound", "replace_sound"]

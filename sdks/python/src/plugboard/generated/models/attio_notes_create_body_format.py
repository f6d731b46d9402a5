from enum import Enum


class AttioNotesCreateBodyFormat(str, Enum):
    MARKDOWN = "markdown"
    PLAINTEXT = "plaintext"

    def __str__(self) -> str:
        return str(self.value)

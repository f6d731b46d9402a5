from enum import Enum


class AttioNotesCreateBodyParentObject(str, Enum):
    COMPANIES = "companies"
    DEALS = "deals"
    PEOPLE = "people"

    def __str__(self) -> str:
        return str(self.value)

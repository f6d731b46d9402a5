from enum import Enum


class AuthMethodType(str, Enum):
    API_KEY = "api_key"
    BASIC = "basic"
    BEARER = "bearer"
    OAUTH2_AUTHORIZATION_CODE = "oauth2_authorization_code"
    OAUTH2_CLIENT_CREDENTIALS = "oauth2_client_credentials"
    OAUTH2_PASSWORD = "oauth2_password"

    def __str__(self) -> str:
        return str(self.value)

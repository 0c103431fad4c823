#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

/// An OpenSSH public key as pasted into an "add SSH key" box, parsed and checked the way a user's
/// mistakes need: each way of getting it wrong has its own reason and sentence.
struct SshPublicKey
{
    QString type; ///< "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", …
    QByteArray blob; ///< the decoded key blob (what the fingerprint hashes)
    QString comment; ///< what followed the base64, e.g. "gpu-work"
    int bits = 0; ///< key size: 256 for ed25519, the curve size, or the RSA modulus size

    /// "SHA256:…", exactly as `ssh-keygen -lf` prints it.
    QString fingerprint() const;
    /// The canonical one-line form "TYPE BASE64 [COMMENT]".
    QString toLine() const;

    enum class Problem {
        Empty,
        PrivateKey, ///< a private key was pasted
        PromptInFront, ///< a shell prompt or a command precedes the key
        LineBreak, ///< the base64 is split over lines
        BadBase64, ///< characters that are not base64, or bad padding
        Truncated, ///< the blob ends early
        Corrupt, ///< the blob does not say what the line says, or has extra bytes
        UnsupportedType, ///< ssh-dss, security-key types, certificates, unknown words
        RsaTooShort, ///< RSA under 2048 bits
    };
    struct Error
    {
        Problem problem;
        QString reason; ///< machine-readable: "private_key", "rsa_too_short", …
        QString message; ///< what to do, in English (the console translates by reason)
    };

    /// Parses one pasted key. Surrounding whitespace and CRLF are tolerated.
    static std::optional<SshPublicKey> parse(const QString &text, Error *error);
};

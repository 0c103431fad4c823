#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

/// Adds a public key someone pasted or chose (a .pub file) to the platform. The paste is checked
/// here first, so the usual mistakes — a private key, a prompt in front, a line break, a short RSA
/// key — are said beside the box before anything is sent; the platform's refusal shows there too.
class AddPublicKeyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AddPublicKeyDialog)
public:
    explicit AddPublicKeyDialog(QWidget *parent = nullptr);
    ~AddPublicKeyDialog() override;

    QString name() const;
    /// The key in its canonical one-line form (valid once accepted).
    QString publicKey() const;
    /// Says why the platform refused it (the dialog stays open).
    void showProblem(const QString &sentence);
    QString problemText() const;
    QPlainTextEdit *keyEdit() const { return m_key; }

    /// The user's words for a paste SshPublicKey refused, by its reason.
    static QString sentenceFor(const QString &reason);

Q_SIGNALS:
    /// The user asks to add this (checked) key.
    void submitted(const QString &name, const QString &publicKey);

private:
    void chooseFile();
    void submit();

    QLineEdit *m_name;
    QPlainTextEdit *m_key;
    QLabel *m_problem;
    QString m_checked;
};

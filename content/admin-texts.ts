/**
 * Every text of the admin area and of the owners' own mails (German only; the owners asked for
 * these exact words). The guests' texts are in content/texts.ts. One exception: the guest counts
 * stored with each inquiry ("2 Erwachsene, 1 Kind", also in the owners' mail) are a stored format
 * read back by the admin, so they are written in domain/inquiries/german-guest-counts.ts.
 */
export const texts = {
  gate: {
    signedOut: "Bitte einloggen",
    toLogin: "Zum Login",
    checking: "Prüfe Berechtigungen…",
    forbidden: "Keine Berechtigung.",
  },
  notifications: "Benachrichtigungen",
  /** A post no form of the admin area sends (wrong type, broken encoding, a field twice). */
  unreadableForm:
    "Das Formular konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  /** A post whose `intent` no form of the tab sends. */
  unknownAction: "Unbekannte Aktion",
  login: {
    title: "Admin-Login",
    email: "E-Mail",
    password: "Passwort",
    submit: "Einloggen",
    signedIn: "Eingeloggt",
    failed: "Login fehlgeschlagen",
    rolesNote:
      "Rollen werden im Backend verwaltet: nur Konten mit der Rolle admin haben Zugriff auf den Admin-Bereich.",
    forgot: "Passwort vergessen?",
    forgotHint: "Geben Sie Ihre E-Mail-Adresse ein, wir senden Ihnen einen Link zum Zurücksetzen.",
    sendLink: "Link senden",
    emailRequired: "E-Mail erforderlich",
    emailSent: "E-Mail gesendet",
    error: "Fehler",
    toAdmin: "Weiter zum Admin-Bereich",
    reasons: {
      credentials: "E-Mail oder Passwort ist falsch.",
      missing: "Bitte E-Mail und Passwort eingeben.",
      tooMany: "Zu viele Versuche. Bitte warten Sie eine Minute.",
      /** `{seconds}` is replaced by the wait. */
      accountWait:
        "Zu viele Fehlversuche für dieses Konto. Bitte versuchen Sie es in {seconds, plural, one {einer Sekunde} other {# Sekunden}} erneut.",
      unknown: "Unbekannter Fehler.",
    },
    twoFactor: {
      title: "Bestätigungscode",
      hint: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein oder einen Ihrer Backup-Codes.",
      code: "Code",
      submit: "Bestätigen",
      invalid: "Der Code ist ungültig. Bitte erneut versuchen.",
      expired: "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",
      locked: "Zu viele falsche Codes. Bitte warten Sie 15 Minuten.",
      restart: "Neu anmelden",
    },
  },
  reset: {
    title: "Passwort zurücksetzen",
    password: "Neues Passwort",
    confirm: "Passwort wiederholen",
    submit: "Passwort speichern",
    success: "Passwort erfolgreich geändert",
    failed: "Fehler beim Ändern des Passworts",
    invalidTitle: "Ungültiger Link",
    invalidText: "Der Passwort-Reset-Link ist ungültig oder abgelaufen.",
    backToLogin: "Zurück zum Login",
    /** `{min}` is replaced by the shortest allowed length. */
    minLength: "Mindestens {min} Zeichen.",
    mismatch: "Passwörter stimmen nicht überein",
    tooShort: "Passwort zu kurz",
    /** The mail with the reset link; the link stands between `intro` and `outro`. */
    mail: {
      subject: "Passwort zurücksetzen – Ferienwohnung Almblick",
      intro: [
        "Hallo,",
        "",
        "für Ihr Konto im Admin-Bereich wurde ein neues Passwort angefordert.",
        "Über diesen Link können Sie es innerhalb einer Stunde einmal festlegen:",
      ],
      outro: ["Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach."],
    },
  },
  /** The reservation statuses' labels. */
  stays: {
    ownerMails: {
      accepted: {
        subject: "Angebot angenommen: {name}, {span}",
        body: "{name} hat das Angebot für {span} angenommen. Der Aufenthalt bleibt vorreserviert und die Tage bleiben belegt, bis die Anzahlung eingeht.\n\n{link}",
      },
      cancelled: {
        subject: "Storniert vom Gast: {name}, {span}",
        body: "{name} hat den Aufenthalt {span} auf der Gastseite storniert. Die Tage sind wieder frei. Eine Rückzahlung tragen Sie beim Aufenthalt als Zahlung mit negativem Betrag ein.\n\n{link}",
      },
      expired: {
        subject: "Angebot abgelaufen: {name}, {span}",
        body: "Das Angebot an {name} für {span} ist ohne Antwort abgelaufen. Die Tage sind wieder frei; der Gast wurde benachrichtigt.\n\n{link}",
      },
    },
    summary: {
      subject: "{count, plural, one {1 Erinnerung} other {# Erinnerungen}} an Gäste verschickt",
      body: "Heute gingen diese Erinnerungen an Gäste:\n\n{lines}\n\n{link}",
    },
    summaryLine: "{name} ({span}): {reminder}",
    reminders: {
      offer_expiring: "Angebot läuft morgen ab",
      deposit_due: "Anzahlung bald fällig",
      deposit_overdue: "Anzahlung überfällig",
      balance_due: "Restzahlung fällig",
    },
  },
  statuses: {
    pre_reserved: "Vorreserviert",
    booked: "Gebucht",
    paid: "Bezahlt",
    cancelled: "Storniert",
  },
  /** The owners' side of offers and payments: settings, sending, the stay, the admin start. */
  offers: {
    settings: {
      title: "Zahlungen",
      hint: "Ihr Konto für die Überweisungen der Gäste und Ihre Vorgaben für neue Angebote. Der Platzhalter {zahlungsdaten} in Antworten und Angeboten setzt dieses Konto in der Sprache des Gastes ein; die Seite des Gastes zeigt es mit einem QR-Code für die Banking-App.",
      account: "Konto",
      holder: "Kontoinhaber",
      iban: "IBAN",
      ibanHint: "Mit oder ohne Leerzeichen, z. B. AT61 1904 3002 3457 3201.",
      bic: "BIC (optional)",
      defaults: "Vorgaben für Angebote",
      defaultsHint: "Vorschläge beim Senden eines Angebots; jedes Angebot kann davon abweichen.",
      depositPercent: "Anzahlung (% des Gesamtpreises)",
      depositDays: "Anzahlung fällig nach (Tagen)",
      balanceDays: "Restzahlung fällig (Tage vor der Anreise)",
      holdDays: "Angebot hält die Termine (Tage)",
      save: "Speichern",
      saved: "Zahlungsdaten gespeichert",
      saveFailed: "Nicht gespeichert",
      /** Shown when the stored account (e.g. taken over from the old payment text) is not valid. */
      storedInvalid:
        "Die gespeicherten Kontodaten sind unvollständig oder ungültig (aus dem früheren Zahlungstext übernommen?). Bitte prüfen und speichern.",
      noAccount: "Noch kein Konto hinterlegt: Angebote können erst danach gesendet werden.",
      errors: {
        holder: "Bitte den Kontoinhaber angeben (höchstens 70 Zeichen).",
        iban: "Diese IBAN ist ungültig: Bitte Ländercode, Prüfziffer und Kontonummer prüfen (nur IBANs aus dem SEPA-Raum).",
        bic: "Dieser BIC ist ungültig (8 oder 11 Zeichen, z. B. BKAUATWW). Oder das Feld leer lassen.",
        /** `{min}` and `{max}` are replaced. */
        whole: "Bitte eine ganze Zahl von {min} bis {max} angeben.",
      },
    },
    form: {
      /** `{name}` is replaced. */
      title: "Angebot an {name}",
      back: "Zurück",
      madeOnSending: "(entsteht beim Senden)",
      notFound: "Anfrage oder Aufenthalt nicht gefunden.",
      stay: "Aufenthalt",
      language: "Sprache des Gastes",
      quoted: "Preis laut Website",
      none: "–",
      terms: "Bedingungen",
      total: "Gesamtpreis (EUR)",
      reason: "Begründung der Preisänderung",
      reasonHint:
        "Pflicht, wenn der Gesamtpreis vom Preis laut Website abweicht; der Gast sieht sie auf seiner Seite.",
      deposit: "Anzahlung (EUR)",
      depositHint: "0 für keine Anzahlung. Die Restzahlung ist der Gesamtpreis ohne Anzahlung.",
      depositDue: "Anzahlung fällig am",
      balanceDue: "Restzahlung fällig am",
      holdDays: "Termine halten (Tage)",
      holdHint:
        "So lange sind die Nächte für andere belegt; ohne Antwort läuft das Angebot danach ab und die Nächte werden frei.",
      message: "Nachricht an den Gast",
      /** `{language}` is replaced. */
      messageHint:
        "Vorlage „Angebot“ auf {language}. Die Platzhalter in Klammern ({gastseite}, {anzahlung}, {zahlungsdaten} …) werden beim Senden ausgefüllt.",
      subject: "Betreff",
      body: "Text",
      send: "Angebot senden",
      sent: "Angebot gesendet",
      failed: "Angebot nicht gesendet",
      noAccount: "Es ist noch kein Konto für die Überweisungen hinterlegt.",
      setUpAccount: "Konto unter „Zahlungen“ eintragen",
      /** The nights were taken (by another held, booked or paid stay) before the offer went out. */
      clash:
        "Die Nächte sind inzwischen vergeben: Ein anderer Aufenthalt hält oder bucht diese Termine. Das Angebot wurde nicht gesendet.",
      /** `{name}`, `{span}` and `{status}` are replaced by the other stay's. */
      clashWith: "Die Nächte sind inzwischen vergeben ({name}, {span}, {status}).",
      notPreReserved:
        "Angebote gehen nur für vorreservierte Aufenthalte hinaus. Dieser Aufenthalt ist {status}.",
      inquiryAnswered:
        "Diese Anfrage ist bereits beantwortet. Ein Angebot senden Sie beim daraus angelegten Aufenthalt.",
      inquiryAnonymised: "Diese Anfrage wurde anonymisiert: Es gibt keine Adresse mehr.",
      keptAsPreReserved:
        "Die Anfrage wurde angenommen und als vorreservierter Aufenthalt angelegt, ohne die Termine zu halten.",
      unknownPlaceholders: "Unbekannte Platzhalter:",
      problems: {
        total: "Bitte einen Gesamtpreis größer 0 angeben, z. B. 1126,40.",
        deposit: "Die Anzahlung muss zwischen 0 und dem Gesamtpreis liegen.",
        depositDue: "Die Anzahlung muss zwischen heute und der Anreise fällig sein.",
        balanceDue:
          "Die Restzahlung muss frühestens mit der Anzahlung und spätestens am Anreisetag fällig sein.",
        holdDays: "Bitte 1 bis 30 Tage angeben.",
        reasonMissing:
          "Der Gesamtpreis weicht vom Preis laut Website ab: Bitte eine Begründung für den Gast angeben.",
        reasonLong: "Die Begründung ist zu lang (höchstens 300 Zeichen).",
        date: "Bitte ein gültiges Datum wählen.",
      },
    },
    stay: {
      allStays: "Alle Reservierungen",
      open: "Details",
      notFound: "Diesen Aufenthalt gibt es nicht (mehr).",
      dates: "Termine",
      reference: "Verwendungszweck",
      language: "Sprache",
      holds: {
        /** `{until}` is replaced. */
        until: "Hält die Termine bis {until}; danach werden sie ohne Antwort frei.",
        accepted: "Hält die Termine (Angebot angenommen), bis Sie den Aufenthalt stornieren.",
        taken: "Die Termine sind belegt.",
        free: "Hält die Termine nicht: Für andere Gäste bleiben sie buchbar.",
        cancelled: "Storniert: Die Termine sind frei.",
      },
      /** Short forms for the list. */
      badges: {
        /** `{until}` is replaced. */
        held: "hält bis {until}",
        heldOpen: "hält die Termine",
      },
      offer: "Angebot",
      noOffer: "Noch kein Angebot gesendet.",
      offerStates: {
        /** `{until}` is replaced. */
        open: "Offen, wartet auf Antwort bis {until}",
        accepted: "Angenommen",
        expired: "Abgelaufen ohne Antwort",
        withdrawn: "Zurückgezogen",
      },
      /** `{at}` and `{by}` are replaced. */
      sentAt: "Gesendet {at} von {by}",
      /** `{at}` is replaced. */
      answeredAt: "Beantwortet {at}",
      total: "Gesamtpreis",
      reason: "Begründung",
      sendOffer: "Angebot senden",
      sendAgain: "Neues Angebot senden",
      money: "Zahlungen",
      received: "Erhalten",
      openAmount: "Offen",
      deposit: "Anzahlung",
      balance: "Restzahlung",
      /** `{due}` is replaced. */
      due: "fällig {due}",
      overdue: "überfällig",
      settled: "beglichen",
      noPrice: "Kein Preis hinterlegt.",
      record: "Zahlung erfassen",
      amount: "Betrag (EUR)",
      amountHint: "Mit Komma, z. B. 338,00; negativ (z. B. -100) für eine Rückzahlung.",
      receivedOn: "Eingegangen am",
      method: "Art",
      methods: { transfer: "Überweisung", cash: "Bar", other: "Sonstige" },
      recordSubmit: "Zahlung erfassen",
      /** `{status}` is replaced by the stay's status after the payment. */
      recorded: "Zahlung erfasst. Status jetzt: {status}.",
      recordFailed: "Zahlung nicht erfasst",
      paymentClash:
        "Mit dieser Zahlung wäre der Aufenthalt gebucht, aber seine Nächte sind schon anderweitig gebucht. Bitte zuerst die Termine klären.",
      paymentProblems: {
        amount: "Bitte einen Betrag in Euro angeben, z. B. 338,00 (negativ für eine Rückzahlung).",
        zero: "Ein Betrag von 0 € ist keine Zahlung.",
        tooLarge: "Dieser Betrag ist zu hoch.",
        refundTooLarge: "Die Rückzahlung ist höher als das bisher Erhaltene ({received}).",
        date: "Bitte ein gültiges Datum wählen, nicht in der Zukunft.",
        method: "Bitte die Art der Zahlung wählen.",
        /** `{amount}` and `{open}` are replaced. */
        beyondDue:
          "{amount} ist mehr als noch offen ist ({open}). Stimmt der Betrag? Dann unten bestätigen und noch einmal erfassen.",
        /** `{amount}` and `{deposit}` are replaced. */
        typo: "{amount} ist ein Vielfaches der Anzahlung ({deposit}), vielleicht eine Null zu viel? Stimmt der Betrag, dann unten bestätigen und noch einmal erfassen.",
      },
      confirmAmount: "Ja, der Betrag stimmt",
      overpaid: "Überzahlung",
      overpaidHint: "Bis eine Rückzahlung erfasst ist (negativer Betrag).",
      /** `{part}` and `{amount}` are replaced: "Anzahlung 296,00 € eingegangen". */
      quickPayment: "{part} {amount} eingegangen",
      quickPaymentHint: "Heute, per Überweisung. Anderes unten erfassen.",
      payments: "Erfasste Zahlungen",
      undo: "Zurücknehmen",
      undoReason: "Warum? (steht im Verlauf)",
      undoSubmit: "Zahlung zurücknehmen",
      undoReasonMissing: "Bitte kurz angeben, warum die Zahlung zurückgenommen wird.",
      undone: "Zahlung zurückgenommen. Status jetzt: {status}.",
      undoFailed: "Zahlung nicht zurückgenommen",
      guestLink: "Seite des Gastes",
      guestLinkHint:
        "Der geheime Link des Gastes zu seiner Seite (mit dem Angebot, den Zahlungen und dem QR-Code).",
      noGuestLink: "Noch kein Link: Er entsteht mit dem ersten Angebot.",
      revoke: "Gast-Link erneuern",
      revokeHint:
        "Ein neuer Link ersetzt den bisherigen, der sofort nicht mehr funktioniert (z. B. wenn er an die falsche Person ging).",
      revoked:
        "Neuer Gast-Link erzeugt; der bisherige funktioniert nicht mehr. Bitte den neuen dem Gast schicken.",
      revokeFailed: "Link nicht erneuert",
      offerSent: "Angebot gesendet: Die Termine sind jetzt für andere belegt.",
      edit: "Bearbeiten",
      history: "Verlauf",
      noHistory: "Noch keine Einträge.",
      actors: { guest: "Gast", system: "Website (automatisch)" },
      /** `{by}` is replaced. */
      by: "von {by}",
    },
    /** The stay's history, one line per event kind. */
    history: {
      offer_sent: "Angebot gesendet",
      /** `{total}`, `{deposit}` and `{until}` are replaced. */
      offerSentDetail: "Gesamt {total}, Anzahlung {deposit}, hält bis {until}",
      offer_accepted: "Angebot angenommen",
      offer_expired: "Angebot abgelaufen, Termine freigegeben",
      cancelled: "Storniert, Termine freigegeben",
      payment: "Zahlung erfasst",
      refund: "Rückzahlung erfasst",
      payment_undone: "Zahlung zurückgenommen",
      /** `{amount}`, `{date}` and `{reason}` are replaced. */
      paymentUndoneDetail: "{amount} vom {date}: {reason}",
      /** `{amount}`, `{date}` and `{method}` are replaced. */
      paymentDetail: "{amount} am {date} ({method})",
      status: "Status geändert",
      /** `{from}` and `{to}` are replaced. */
      statusDetail: "{from} → {to}",
      link_revoked: "Gast-Link erneuert",
      message: "E-Mail an den Gast",
      /** `{subject}` and `{to}` are replaced. */
      messageDetail: "„{subject}“ an {to}",
      messages: {
        offer: "Angebot",
        expiring: "Angebot läuft ab",
        expired: "Angebot abgelaufen",
        deposit: "Erinnerung Anzahlung",
        overdue: "Anzahlung überfällig",
        balance: "Erinnerung Restzahlung",
        accepted: "Bestätigung der Annahme",
        confirmed: "Buchungsbestätigung",
        paid: "Zahlung vollständig erhalten",
        cancelled: "Stornobestätigung",
        called_off: "Stornierung durch die Gastgeber",
        arrival: "Anreise-Information",
        thanks: "Dankesmail mit Bewertungslink",
      } as Record<string, string>,
    },
    /** The stay messages on the template page (/admin/anfragen/vorlagen). */
    templates: {
      title: "Nachrichten zum Aufenthalt",
      hint: "Diese E-Mails bekommt der Gast eines Aufenthalts in seiner Sprache: das Angebot (beim Senden noch änderbar), die Erinnerungen und Bestätigungen von selbst. Beträge schreiben nur die Platzhalter.",
      kinds: {
        offer: "Angebot (beim Senden änderbar)",
        expiring: "Angebot läuft morgen ab",
        expired: "Angebot abgelaufen",
        deposit: "Anzahlung bald fällig",
        overdue: "Anzahlung überfällig",
        balance: "Restzahlung fällig",
        accepted: "Angebot angenommen (Bestätigung an den Gast)",
        confirmed: "Buchungsbestätigung (Anzahlung eingegangen)",
        paid: "Alles bezahlt",
        cancelled: "Stornierung durch den Gast",
        called_off: "Stornierung durch die Gastgeber",
        arrival: "Anreise-Information",
        thanks: "Dank nach der Abreise, mit Bewertungslink",
      },
      placeholdersTitle: "Zusätzliche Platzhalter in diesen Nachrichten",
      placeholders: {
        gastseite: "Link zur persönlichen Seite des Gastes (Angebot, Zahlungen, QR-Code)",
        angebot_bis: "Bis wann das Angebot die Termine hält",
        anzahlung: "Betrag der Anzahlung",
        anzahlung_bis: "Fälligkeit der Anzahlung",
        restzahlung: "Betrag der Restzahlung",
        restzahlung_bis: "Fälligkeit der Restzahlung",
        referenz: "Verwendungszweck der Überweisung (z. B. FW-7KQ2XM)",
        gaesteinfo: "Link zur Seite mit den Gästeinformationen",
        gaesteinfo_pdf: "Link zum PDF mit den Gästeinformationen (falls vorhanden)",
        bewertung: "Link zum Bewertungsformular (nach der Abreise)",
        bezahlt: "Bisher eingegangener Betrag",
      },
    },
    today: {
      title: "Heute zu tun",
      nothing:
        "Nichts Dringendes: keine neuen Anfragen, keine offenen Angebote, keine überfälligen Zahlungen, keine An- oder Abreisen in den nächsten 7 Tagen.",
      inquiries: "Neue Anfragen",
      /** `{ago}` is replaced, e.g. "vor 5 Stunden". */
      oldestInquiry: "älteste {ago}",
      /** `{ago}` is replaced. */
      inquiryReceived: "eingegangen {ago}",
      waiting: "Angebote warten auf Antwort",
      partPaid: "Teilzahlung, Angebot abgelaufen – entscheiden",
      /** `{amount}` and `{until}` are replaced. */
      partPaidDetail: "{amount} erhalten, Frist war {until}",
      /** `{until}` is replaced. */
      waitingUntil: "Frist {until}",
      depositsOverdue: "Anzahlungen überfällig",
      balancesOverdue: "Restzahlungen überfällig",
      /** `{amount}` and `{due}` are replaced. */
      overdueDetail: "{amount} offen, fällig {due}",
      arrivals: "Anreisen (nächste 7 Tage)",
      departures: "Abreisen (nächste 7 Tage)",
      today: "heute",
      tomorrow: "morgen",
    },
  },
  /** The editor of every template (app/components/admin/template-editor.tsx). */
  templateEditor: {
    chips: "Platzhalter einfügen (wird beim Senden ausgefüllt):",
    preview: "Vorschau: so geht die Mail hinaus",
    /** `{names}` is replaced, e.g. "{gastseite}, {anzahlung}". */
    missing:
      "Diese Nachricht braucht noch: {names}. Ohne sie fehlt dem Gast, was die Mail ihm sagen soll.",
    /** `{names}` is replaced. */
    bankWithout:
      "Die Bankverbindung steht nur mit Betrag, Fälligkeit und Verwendungszweck in einer Mail. Es fehlt: {names}.",
    chipLabels: {
      vorname: "Vorname",
      name: "Name",
      anreise: "Anreise",
      abreise: "Abreise",
      naechte: "Nächte",
      gaeste: "Gäste",
      preisangabe: "Preisangabe",
      zahlungsdaten: "Bankverbindung",
      gastseite: "Link zur Gastseite",
      angebot_bis: "Angebot gilt bis",
      anzahlung: "Anzahlung",
      anzahlung_bis: "Anzahlung fällig",
      restzahlung: "Restzahlung",
      restzahlung_bis: "Restzahlung fällig",
      referenz: "Verwendungszweck",
      gaesteinfo: "Link Gästeinformation",
      gaesteinfo_pdf: "Gästemappe (PDF)",
      bewertung: "Link zur Bewertung",
      bezahlt: "Bisher bezahlt",
    } as Record<string, string>,
  },
  dashboard: {
    title: "Admin-Bereich",
    /** The browser's title of the dashboard and, with `{page}` replaced, of each tab. */
    documentTitle: "Admin",
    pageTitle: "Admin – {page}",
    signOut: "Abmelden",
    signedInAs: "Angemeldet als",
    tabs: {
      kpis: "KPIs",
      inquiries: "Anfragen",
      reservations: "Reservierungen",
      calendar: "Kalender",
      prices: "Preise",
      images: "Bilder",
      profile: "Profil",
      touristTax: "Ortstaxe",
      website: "Website",
      siteTexts: "Texte",
    },
    loadError: "Fehler beim Laden.",
  },
  kpis: {
    year: "Jahr",
    show: "Anzeigen",
    /** `{year}` is replaced: "2026 ohne Aufenthalte –", then the link. */
    yearWithoutStays: "{year} ohne Aufenthalte –",
    /** `{year}` is replaced. */
    showYear: "{year} anzeigen",
    nights: "Nächte",
    revenue: "Umsatz",
    status: "Status",
    /** `{year}` is replaced. */
    tableCaption:
      "Aufenthalte mit Anreise {year}, nach Status; Umsatz ist der Angebotspreis. Stornierte zählen in keiner Summe.",
    firmTotal: "Umsatz fest: gebucht + bezahlt",
    total: "Umsatz mit Vorreservierungen: gebucht + bezahlt + vorreserviert",
    occupancy: "Belegte Nächte pro Monat",
    ownNights: "Hier gebucht (gebucht + bezahlt)",
    channelNights: "Andere Kanäle (importierte Buchungen)",
    allNights: "Zusammen",
    /** `{count}` is replaced. */
    nightsCount: "{count, plural, one {# Nacht} other {# Nächte}}",
    /** One month's bar for screen readers; `{month}`, `{own}` and `{channel}` are replaced. */
    monthNights: "{month}: {own} hier, {channel} andere Kanäle",
    occupancyHint:
      "Nächte, die andere Kanäle verkauft haben, zählen einmal, auch wenn mehrere Kanäle sie melden; eine Nacht, die auch hier gebucht ist (Doppelbuchung), zählt hier. Geschlossene Termine der Kanäle sind keine verkauften Nächte.",
    months: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
    /** `{year}` and `{previous}` are replaced. */
    comparisonTitle: "{year} im Vergleich zu {previous}",
    comparisonHint:
      "Belegt sind die Nächte gebuchter und bezahlter Aufenthalte hier und die von anderen Kanälen verkauften Nächte; belegbar sind die Nächte, an denen laut Preisen geöffnet ist. Umsatz und Ø Preis zählen nur gebuchte und bezahlte Aufenthalte hier (die Preise der Kanäle sind nicht bekannt), der Preis eines Aufenthalts verteilt auf seine Nächte im Jahr: Die Jahressumme weicht daher vom festen Umsatz oben (nach Anreise) ab, wenn ein Aufenthalt über Neujahr geht.",
    month: "Monat",
    wholeYear: "Ganzes Jahr",
    occupancyRate: "Auslastung",
    occupiedOfBookable: "Belegt / belegbar (Nächte)",
    /** Under the occupied nights; `{own}` and `{channel}` are replaced. */
    nightsSplit: "{own} hier, {channel} andere Kanäle",
    monthRevenue: "Umsatz gebucht + bezahlt",
    averageRate: "Ø Preis pro Nacht hier",
    /** `{value}` is replaced. */
    previousYear: "Vorjahr: {value}",
    exportCsv: "CSV des Jahres",
  },
  /** The tourist-tax report (/admin/ortstaxe) and its CSV. */
  touristTax: {
    /** `{month}` is replaced ("Juli 2026"). */
    title: "Ortstaxe {month}",
    explanation: [
      "Gebuchte und bezahlte Aufenthalte mit Nächten im gewählten Monat, dazu die von anderen Kanälen (z. B. Airbnb) importierten. Vorreservierte und stornierte zählen nicht. Jede Nacht zählt im Monat, in dem sie beginnt: Ein Aufenthalt vom 28. Juni bis 5. Juli hat 3 Nächte im Juni und 4 im Juli.",
      "Nächtigungen sind Personen × Nächte, getrennt nach Erwachsenen und Kindern (die Zahlen des Aufenthalts). Die Ortstaxe stammt aus der gespeicherten Preisaufstellung des Aufenthalts, nicht aus den heutigen Preisen: Jede Nacht ist mit dem Betrag pro Gast und Nacht ihres Jahres berechnet. Sie zahlen die Erwachsenen, Kinder nur in Jahren, in denen unter „Preise“ „Kinder sind befreit“ nicht angekreuzt ist. Ein Alter kennt die Website nicht: Ob ein Kind nach den Regeln Ihrer Gemeinde befreit ist, prüfen Sie bitte selbst.",
      "Was die Website nicht wissen kann, steht mit einem Hinweis in der Liste und fehlt in den Summen: Bitte ergänzen Sie es, bevor Sie die Zahlen an die Gemeinde melden.",
    ],
    month: "Monat",
    monthHint: "Format JJJJ-MM, z. B. 2026-07",
    invalidMonth:
      "Bitte einen Monat im Format JJJJ-MM wählen (höchstens zehn Jahre vor oder nach heute).",
    show: "Anzeigen",
    /** Names the previous/next month links. */
    monthNav: "Monat wechseln",
    previous: "Vormonat",
    next: "Folgemonat",
    exportCsv: "CSV des Monats",
    empty: "Keine Aufenthalte mit Nächten in diesem Monat.",
    sums: "Summen des Monats",
    columns: {
      stay: "Aufenthalt",
      status: "Status",
      nights: "Nächte im Monat",
      adultNights: "Nächtigungen Erwachsene",
      childNights: "Nächtigungen Kinder",
      taxedGuestNights: "Abgabepflichtige Nächtigungen",
      tax: "Ortstaxe",
      note: "Hinweis",
    },
    stays: "Aufenthalte",
    imported: "Importiert",
    sum: "Summe",
    /** `{count}` is replaced. */
    stayCount: "{count, plural, one {# Aufenthalt} other {# Aufenthalte}}",
    /** `{count}` is replaced. */
    toComplete: "{count, plural, one {# Aufenthalt} other {# Aufenthalte}} zu ergänzen",
    /** Why a line lacks figures. */
    missing: {
      noQuote: "ohne Preisaufstellung",
      quoteMismatch: "Preisaufstellung passt nicht mehr zu Daten oder Gästen",
      splitUnknown: "Nicht jede Nacht war besteuert: Ortstaxe bitte auf die Monate aufteilen",
      imported: "Importiert: Gäste und Ortstaxe bitte ergänzen",
    },
    /** The CSV's header, in the order of its columns. */
    csvColumns: [
      "Anreise",
      "Abreise",
      "Gast / Kanal",
      "Status",
      "Nächte im Monat",
      "Nächtigungen Erwachsene",
      "Nächtigungen Kinder",
      "Abgabepflichtige Nächtigungen",
      "Ortstaxe (EUR)",
      "Hinweis",
    ],
  },
  inquiries: {
    empty: "Keine Buchungsanfragen vorhanden.",
    loadError: "Fehler beim Laden der Anfragen.",
    loading: "Anfragen werden geladen…",
    new: "Neu",
    processed: "Bearbeitet",
    accept: "Annehmen",
    reject: "Ablehnen",
    accepted: "Anfrage angenommen",
    rejected: "Anfrage abgelehnt",
    acceptFailed: "Fehler beim Annehmen der Anfrage",
    rejectFailed: "Fehler beim Ablehnen der Anfrage",
    notFoundReason: "Anfrage nicht gefunden.",
    alreadyRejected: "Die Anfrage wurde bereits abgelehnt.",
    alreadyAccepted: "Die Anfrage wurde bereits angenommen.",
    confirmAccept: "Anfrage annehmen?",
    confirmAcceptText:
      "Es wird eine vorreservierte Reservierung mit dem angefragten Zeitraum und dem Angebotspreis angelegt. Die Termine bleiben für andere buchbar, bis Sie ein Angebot senden; um sie für den Gast festzuhalten, senden Sie stattdessen gleich ein Angebot.",
    confirmReject: "Anfrage ablehnen?",
    confirmRejectText: "Die Anfrage wird als bearbeitet markiert, ohne Reservierung.",
    cancel: "Abbrechen",
    nights: "Nächte",
    guests: "Gäste",
    quote: "Angebot",
    received: "Eingegangen",
    phone: "Telefon",
    reservationCreated: "Reservierung angelegt",
    filterLabel: "Anzeigen",
    filters: { alle: "Alle", neu: "Neu", bearbeitet: "Bearbeitet" },
    search: "Suche nach Name oder E-Mail",
    searchSubmit: "Suchen",
    searchReset: "Suche zurücksetzen",
    /** `{total}` is replaced. */
    found: "{total, plural, one {# Anfrage} other {# Anfragen}}",
    /** `{page}` and `{pages}` are replaced. */
    page: "Seite {page} von {pages}",
    pages: "Seiten",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    noMatch: "Keine passenden Anfragen.",
    notFound: "Diese Anfrage gibt es nicht (mehr).",
    allInquiries: "Alle Anfragen",
    open: "Öffnen",
    email: "E-Mail",
    language: "Sprache",
    languages: { de: "Deutsch", en: "Englisch", it: "Italienisch" } as Record<string, string>,
    decisions: { accepted: "Angenommen", rejected: "Abgelehnt" },
    anonymised: "Anonymisiert",
    anonymisedText: "Die persönlichen Daten wurden nach Ablauf der Aufbewahrungsfrist entfernt.",
    /** `{months}` (INQUIRY_RETENTION_MONTHS) and `{days}` are replaced. */
    retentionHint:
      "Datenschutz: Anfragen, aus denen kein Aufenthalt wurde, werden nach {months, plural, one {einem Monat} other {# Monaten}} anonymisiert; der Text gesendeter E-Mails wird nach {days, plural, one {einem Tag} other {# Tagen}} gelöscht.",
    history: "Verlauf",
    by: "von",
    mailKinds: {
      "inquiry-owner": "Benachrichtigung an Sie",
      "inquiry-guest": "Eingangsbestätigung an den Gast",
      "reply-accept": "Zusage an den Gast",
      "reply-reject": "Absage an den Gast",
      reply: "Antwort an den Gast",
    } as Record<string, string>,
    mailStatuses: { pending: "wartet", sent: "gesendet", failed: "fehlgeschlagen" },
    bodyRemoved: "Text nach Ablauf der Frist gelöscht",
    reply: "Antworten",
    delete: "Löschen",
    confirmDelete: "Anfrage löschen?",
    confirmDeleteText:
      "Die Anfrage und ihre E-Mails werden endgültig gelöscht. Eine daraus angelegte Reservierung bleibt.",
    deleted: "Anfrage gelöscht",
    deleteFailed: "Löschen fehlgeschlagen",
    templatesLink: "Antwortvorlagen bearbeiten",
  },
  replies: {
    send: "Antwort an den Gast senden",
    to: "An",
    subject: "Betreff",
    body: "Text",
    sendNow: "Senden",
    /** `{name}` is replaced. */
    title: "Antwort an {name}",
    /** `{language}` is replaced. */
    inLanguage: "Vorlage auf {language}; vor dem Senden änderbar.",
    sent: "Antwort wird gesendet",
    failed: "Antwort nicht gesendet",
    problems: {
      subjectMissing: "Bitte einen Betreff angeben.",
      subjectTooLong: "Der Betreff ist zu lang (höchstens 200 Zeichen).",
      subjectOneLine: "Der Betreff muss eine Zeile ohne Steuerzeichen sein.",
      bodyMissing: "Bitte einen Text angeben.",
      bodyTooLong: "Der Text ist zu lang (höchstens 10.000 Zeichen).",
      bodyControlCharacters: "Der Text enthält unzulässige Steuerzeichen.",
      unknownPlaceholders: "Unbekannte Platzhalter:",
      /** Followed by `priceFix` with the lines to change. */
      priceRule:
        "Den Preis und die Ortstaxe schreibt nur der Platzhalter {preisangabe}: Er setzt den Gesamtpreis mit dem Satz aus dem Angebot ein, in der Sprache des Gastes – inklusive Ortstaxe oder zuzüglich Ortstaxe, so wie der Gast es im Angebot gesehen hat.",
      /** `{lines}` is replaced by the lines with what they write, e.g. „Preis: 985 €“ (985 €). */
      priceFix:
        "Bitte ändern: {lines}. Beträge und Angaben zur Ortstaxe dort entfernen, {preis} und {ortstaxe} durch {preisangabe} ersetzen.",
      /** Marks a line of the subject in `priceFix`. */
      inSubject: "Betreff",
    },
    templates: {
      choose: "Vorlage wählen",
      title: "Antwortvorlagen",
      back: "Zurück zu den Anfragen",
      hint: "Beim Annehmen, Ablehnen und Antworten wird die Vorlage in der Sprache des Gastes ausgefüllt und als Vorschau gezeigt, die Sie vor dem Senden ändern können.",
      kinds: {
        accept: "Zusage (beim Annehmen)",
        reject: "Absage (beim Ablehnen)",
        reply: "Freie Antwort",
      },
      placeholdersTitle: "Platzhalter",
      placeholders: {
        vorname: "Vorname des Gastes",
        name: "Vor- und Nachname",
        anreise: "Anreisedatum",
        abreise: "Abreisedatum",
        naechte: "Anzahl Nächte",
        gaeste: "Anzahl Gäste",
        preisangabe:
          "Satz mit dem Gesamtpreis laut Angebot, inklusive oder zuzüglich Ortstaxe wie im Angebot (Preis und Ortstaxe nur hiermit schreiben)",
        zahlungsdaten:
          "Ihr Konto (Kontoinhaber, IBAN, BIC) in der Sprache des Gastes, eingetragen unter „Zahlungen“",
      },
      save: "Speichern",
      saved: "Gespeichert",
      saveFailed: "Nicht gespeichert",
      custom: "Eigene Vorlage",
      builtIn: "Standardvorlage",
      restore: "Standardvorlage wiederherstellen",
      restored: "Standardvorlage wiederhergestellt",
      /** Above a saved template that breaks the price rule; the reason follows. */
      contradicts: "Bitte korrigieren: Diese Vorlage schreibt den Preis anders als das Angebot.",
      /** In the reply dialog, when the template used breaks the price rule. */
      checkPrice:
        "Die Vorlage schreibt den Preis anders als das Angebot: Bitte den Text prüfen und die Vorlage unter „Antwortvorlagen bearbeiten“ korrigieren.",
    },
  },
  mails: {
    title: "Nicht zugestellte E-Mails",
    hint: "Diese E-Mails hat der Mailserver abgelehnt oder nicht angenommen. Fehlgeschlagene werden nicht mehr automatisch versucht.",
    to: "An",
    subject: "Betreff",
    error: "Fehler",
    attempts: "Versuche",
    failed: "Fehlgeschlagen",
    /** `{time}` is replaced. */
    retrying: "Nächster Versuch {time}",
    resend: "Erneut senden",
    resent: "E-Mail wird erneut gesendet",
    resendFailed: "Erneutes Senden nicht möglich",
  },
  /** The owners' mail about a new inquiry (server/mail/inquiry-mails.ts). */
  inquiryNotification: {
    /** `{name}`, `{from}` and `{to}` are replaced. */
    subject: "Neue Buchungsanfrage: {name}, {from} – {to}",
    intro: "Eine neue Buchungsanfrage ist eingegangen.",
    rows: {
      name: "Name",
      email: "E-Mail",
      phone: "Telefon",
      arrival: "Anreise",
      departure: "Abreise",
      nights: "Nächte",
      guests: "Gäste",
      language: "Sprache",
      message: "Nachricht",
    },
    /** Stands for a field the guest left empty. */
    empty: "–",
    prices: "Preis laut Website",
    cleaning: "Endreinigung",
    touristTax: "Ortstaxe",
    totalWithTax: "Gesamt (inkl. Ortstaxe)",
    totalWithoutTax: "Gesamt (exkl. Ortstaxe)",
    /** Plain-text version; the URL follows. */
    openText: "Anfrage ansehen und bearbeiten:",
    openLink: "Anfrage im Adminbereich ansehen und bearbeiten",
  },
  reservations: {
    findReference: "Buchungsnummer",
    findReferenceHint: "Aus dem Verwendungszweck einer Überweisung, z. B. FW-7KQ2XM",
    openReference: "Aufenthalt öffnen",
    /** `{reference}` is replaced. */
    referenceNotFound: "Kein Aufenthalt mit der Buchungsnummer „{reference}“.",
    created: "Reservierung erstellt",
    updated: "Reservierung aktualisiert",
    deleted: "Reservierung gelöscht",
    createFailed: "Erstellung fehlgeschlagen",
    updateFailed: "Aktualisierung fehlgeschlagen",
    deleteFailed: "Löschen fehlgeschlagen",
    loadError: "Fehler beim Laden.",
    add: "Neue Reservierung",
    edit: "Bearbeiten",
    delete: "Löschen",
    save: "Speichern",
    cancel: "Abbrechen",
    exportCsv: "CSV exportieren",
    empty: "Keine Reservierungen vorhanden.",
    confirmDelete: "Reservierung löschen?",
    confirmDeleteText: "Diese Reservierung wird endgültig gelöscht.",
    newTitle: "Neue Reservierung",
    editTitle: "Reservierung bearbeiten",
    stay: "Zeitraum im Kalender wählen",
    fewer: "eins weniger",
    more: "eins mehr",
    fields: {
      first_name: "Vorname",
      last_name: "Nachname",
      email: "E-Mail",
      phone: "Telefon",
      adults: "Erwachsene",
      children: "Kinder",
      status: "Status",
      offer_price: "Angebotspreis (EUR)",
      notes: "Notizen",
      start_date: "Anreise",
      end_date: "Abreise",
    },
    /** The form's checks (one schema for browser and server). */
    errors: {
      firstName: "Vorname ist erforderlich",
      firstNameLong: "Vorname ist zu lang",
      lastName: "Nachname ist erforderlich",
      lastNameLong: "Nachname ist zu lang",
      email: "Bitte geben Sie eine gültige E-Mail ein.",
      emailLong: "E-Mail ist zu lang",
      adults: "Mindestens 1 Erwachsener",
      children: "Kinder mindestens 0",
      /** `{max}` is replaced by the owners' guest limit. */
      total: "Maximal {max, plural, one {# Gast} other {# Gäste}} gesamt",
      status: "Bitte gültigen Status wählen",
      offerPrice: "Preis muss positiv sein",
      range: "Bitte Zeitraum wählen",
      endAfterStart: "Abreisedatum muss nach Anreisedatum liegen",
      past: "Anreisedatum liegt in der Vergangenheit",
      invalid: "Ungültige Angaben.",
      notFound: "Reservierung nicht gefunden.",
      clash: "Der Zeitraum überschneidet sich mit einer gebuchten Reservierung.",
      /** `{name}`, `{span}` and `{status}` are replaced by the other stay's. */
      clashWith: "Überschneidung mit {name} ({span}, {status})",
    },
    /** Creating or moving a stay over nights already taken (asked before saving). */
    overlap: {
      title: "Diese Nächte sind schon belegt",
      imported:
        "Von einem anderen Kanal importiert: Speichern geht nach Bestätigung, die Doppelbuchung bitte mit dem Kanal klären.",
      stays: "Hier belegt (gebucht, bezahlt oder von einem Angebot gehalten):",
      refused:
        "Gebucht oder bezahlt geht nicht über diese Nächte: bitte einen anderen Zeitraum oder „Vorreserviert“ wählen.",
      question: "Trotzdem speichern?",
      confirm: "Trotzdem speichern",
      back: "Zeitraum ändern",
      needsConfirm: "Bitte bestätigen: Der Zeitraum überschneidet sich mit belegten Nächten.",
      held: "Vorreserviert, Angebot hält die Nächte",
    },
    /** The offer price the owners' rates suggest. */
    price: {
      /** `{amount}`, `{nights}` and `{tax}` (`withTax` or nothing) are replaced. */
      suggestion:
        "Vorschlag laut Ihren Preisen: {amount} ({nights, plural, one {# Nacht} other {# Nächte}}, mit Endreinigung{tax}).",
      withTax: " und Ortstaxe",
      /** `{count}` is replaced. */
      closed:
        "{count, plural, one {# Nacht ist} other {# Nächte sind}} geschlossen und ohne Preis.",
      adopt: "Vorschlag übernehmen",
    },
    /** The picker's marks and their legend; `{channel}` and `{name}` are replaced. */
    picker: {
      imported: "Anderer Kanal (importiert)",
      taken: "Hier belegt",
      importedDay: "belegt bei {channel}",
      takenDay: "belegt: {name}",
    },
    columns: {
      name: "Name",
      dates: "Zeitraum",
      nights: "Nächte",
      guests: "Gäste",
      status: "Status",
      price: "Preis",
      actions: "Aktionen",
    },
  },
  profile: {
    title: "Profil",
    account: "Konto",
    twoFactorTitle: "Zwei-Faktor-Anmeldung",
    statusOn:
      "Die Zwei-Faktor-Anmeldung ist eingeschaltet: Nach dem Passwort wird ein Code aus Ihrer Authenticator-App verlangt.",
    statusOff: "Die Zwei-Faktor-Anmeldung ist ausgeschaltet: Zum Anmelden genügt das Passwort.",
    password: "Aktuelles Passwort",
    enable: "Einrichten",
    enableHint:
      "Zum Einrichten bestätigen Sie Ihr Passwort. Danach scannen Sie den QR-Code mit einer Authenticator-App (z. B. Aegis, Google Authenticator, 1Password).",
    scan: "1. QR-Code mit der Authenticator-App scannen",
    secret: "Oder diesen Schlüssel von Hand eingeben",
    copySecret: "Schlüssel kopieren",
    secretCopied: "Schlüssel kopiert",
    copyFailed: "Kopieren nicht möglich: bitte den Schlüssel markieren und kopieren.",
    backupTitle: "Backup-Codes",
    backupHint:
      "Jeder Code gilt einmal, falls Sie keinen Zugriff auf die App haben. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt. Beim Eingeben spielen Groß- und Kleinschreibung, Leerzeichen und Bindestrich keine Rolle.",
    printCodes: "Drucken",
    downloadCodes: "Als Textdatei speichern",
    /** The saved file's name, its first line and its closing note. */
    backupFileName: "almblick-backup-codes.txt",
    backupFileTitle: "Backup-Codes für die Zwei-Faktor-Anmeldung – Ferienwohnung Almblick",
    backupFileHint:
      "Jeder Code gilt einmal. Groß- und Kleinschreibung, Leerzeichen und Bindestrich spielen keine Rolle.",
    confirm: "2. Zum Bestätigen den ersten Code aus der App eingeben",
    code: "Code",
    confirmSubmit: "Bestätigen und einschalten",
    enabled: "Zwei-Faktor-Anmeldung eingeschaltet",
    disable: "Ausschalten",
    disableHint: "Zum Ausschalten bestätigen Sie Ihr Passwort.",
    disabled: "Zwei-Faktor-Anmeldung ausgeschaltet",
    wrongPassword: "Das Passwort ist falsch.",
    wrongCode: "Der Code ist ungültig. Bitte den aktuellen Code eingeben.",
    failed: "Das hat nicht geklappt. Bitte erneut versuchen.",
    qrAlt: "QR-Code für die Authenticator-App",
  },
  calendar: {
    legend: "Legende",
    previous: "Vorheriger Monat",
    next: "Nächster Monat",
    closed: "Geschlossen",
    weekdays: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
  },
  channels: {
    kinds: { reserved: "Reserviert", blocked: "Nicht verfügbar" },
    legend: "Anderer Kanal (importiert)",
    conflictsTitle: "Doppelbuchungen mit anderen Kanälen",
    conflictsHint:
      "Diese Nächte sind hier gebucht und zugleich in einem importierten Kalender belegt. Bitte mit dem Kanal bzw. den Gästen klären.",
    conflictsLink: "Zum Kalender",
    exportTitle: "Allgemeine Export-Adresse",
    exportHint:
      "Enthält die Aufenthalte dieser Website und die geschlossenen Nächte, aber keine Nächte anderer Kanäle. Eine schon bei einem Kanal eingetragene Adresse funktioniert unverändert weiter; für einen unten importierten Kanal besser dessen eigene Export-Adresse verwenden, sonst bleiben ihm die Buchungen der anderen Kanäle verborgen. Keine Gästedaten; wer die Adresse kennt, sieht die Belegung: nicht weitergeben.",
    exportUrl: "Export-Adresse",
    copy: "Kopieren",
    copied: "Adresse kopiert",
    copyFailed: "Kopieren nicht möglich: bitte die Adresse markieren und kopieren.",
    renew: "Neu erzeugen",
    confirmRenew: "Neue Export-Adresse erzeugen?",
    confirmRenewText:
      "Die bisherige Adresse funktioniert danach nicht mehr. Tragen Sie die neue bei jedem Kanal ein.",
    renewed: "Neue Export-Adresse erzeugt",
    includePreReserved:
      "Vorreservierte Aufenthalte mitexportieren (in jeder Export-Adresse; gehaltene Angebote immer)",
    saved: "Einstellung gespeichert",
    importTitle: "Importierte Kalender",
    /** `{minutes}` is replaced by ICAL_SYNC_MINUTES. */
    importHint:
      "Die iCal-Export-Adresse jedes Kanals hier eintragen. {minutes, plural, one {Abgleich jede Minute} other {Abgleich alle # Minuten}}; belegte Nächte sind dann auf der Website nicht buchbar.",
    noFeeds: "Noch keine Kalender importiert.",
    name: "Name",
    url: "Adresse (URL)",
    add: "Hinzufügen",
    added: "Kalender hinzugefügt",
    addFailed: "Kalender nicht hinzugefügt",
    nameTaken: "Ein Kalender mit diesem Namen existiert bereits.",
    invalidName: "Bitte einen Namen mit 1 bis 60 Zeichen angeben.",
    invalidUrl:
      "Bitte die https://-Adresse des Kanals angeben (keine http://-Adresse und keine Adresse im eigenen Netz).",
    remove: "Entfernen",
    confirmRemove: "Kalender entfernen?",
    confirmRemoveText: "Die Nächte, die dieser Kalender belegt, werden wieder frei.",
    removed: "Kalender entfernt",
    removeFailed: "Entfernen fehlgeschlagen",
    cancel: "Abbrechen",
    fromEnv: "Vom Betreiber eingerichtet (ICAL_IMPORT), hier nicht änderbar",
    syncNow: "Jetzt synchronisieren",
    synced: "Kalender synchronisiert",
    syncFailed: "Nicht alle Kalender synchronisiert",
    syncError: "Interner Fehler, bitte später erneut versuchen",
    lastSuccess: "Zuletzt erfolgreich",
    lastAttempt: "Letzter Abruf",
    never: "noch nie",
    /** `{detail}`, `{seconds}`, `{megabytes}` and `{maxEvents}` are replaced. */
    failures: {
      timeout: "Keine Antwort innerhalb von {seconds} Sekunden",
      status: "Der Server antwortete mit HTTP {detail}",
      "too-large": "Die Datei ist größer als {megabytes} MB",
      "not-ical": "Die Antwort ist kein iCal-Kalender",
      network: "Server nicht erreichbar ({detail})",
      unreachable:
        "Der Kalender konnte nicht abgerufen werden. Es werden nur https://-Adressen öffentlich erreichbarer Server abgerufen; bitte die Adresse beim Kanal prüfen.",
      "too-many-events":
        "Der Kalender enthält {detail} Termine, mehr als die erlaubten {maxEvents}. Nichts davon wurde übernommen; die bisher importierten Nächte bleiben belegt.",
    },
    report: "{added} neu, {changed} geändert, {removed} entfernt, {unchanged} unverändert",
    notModified: "Unverändert seit dem letzten Abruf",
    /** `{ignored}`, `{clipped}`, `{from}` and `{to}` are replaced. */
    outsideWindow:
      "Hinweis: Termine außerhalb von {from} bis {to} blockieren hier nichts: {ignored} übergangen (außerhalb oder schon davor begonnen), {clipped} am Ende gekürzt.",
    inquiryOverlap: "Achtung: Der Zeitraum ist in einem anderen Kanal belegt:",
    conflictMailSubject: "Doppelbuchung",
    conflictMailIntro:
      "Doppelbuchung: Nächte dieses Aufenthalts sind auch in einem importierten Kalender belegt.",
    conflictMailChannelLater:
      "Danach beim Kanal belegt (die Website hat diese Termine erst nach dem Aufenthalt hier gesehen):",
    conflictMailSiteLater:
      "Schon vorher beim Kanal belegt (der Aufenthalt wurde hier danach eingetragen, verschoben oder gebucht):",
    conflictMailAction: "Bitte prüfen und mit dem Kanal klären:",
    /** `{count}` is replaced: the clashing events a mail does not list. */
    conflictMailMore: "… und {count} weitere",
    /** Each channel's own export (the hub); `{name}` is the channel's. */
    hub: {
      importUrl: "Import von {name}",
      exportUrl: "Export-Adresse für {name}",
      exportHint:
        "Diese Adresse bei {name} als Kalender importieren. Sie enthält die Aufenthalte dieser Website, gehaltene Angebote, die geschlossenen Nächte und die Nächte aller anderen hier importierten Kanäle, nie die Termine von {name} selbst.",
      copy: "Kopieren: Export-Adresse für {name}",
      renew: "Neu erzeugen: Export-Adresse für {name}",
      confirmRenew: "Neue Export-Adresse für {name} erzeugen?",
      confirmRenewText:
        "Die bisherige Adresse für {name} funktioniert danach nicht mehr. Tragen Sie die neue bei {name} ein.",
      guideTitle: "Welche Adresse wohin?",
      guideIntro:
        "Jeder Kanal bekommt seine eigene Export-Adresse. Zuerst den Kalender-Link des Kanals hier hinzufügen; danach zeigt seine Karte die Export-Adresse, die Sie beim Kanal als Kalender importieren.",
      guides: [
        {
          channel: "Airbnb",
          steps: [
            "Bei Airbnb im Kalender des Inserats: Verfügbarkeit → „Kalender verbinden“.",
            "Airbnbs eigenen Link („Kalender exportieren“, endet auf .ics?s=…) kopieren und hier unter „Importierte Kalender“ mit dem Namen „Airbnb“ hinzufügen.",
            "Die Export-Adresse für Airbnb von seiner Karte hier kopieren und bei Airbnb unter „Mit einer anderen Website verbinden“ einfügen.",
          ],
        },
        {
          channel: "Booking.com",
          steps: [
            "Im Booking.com-Extranet: Preise & Verfügbarkeit → „Kalender synchronisieren“, neue Verbindung für das Zimmer.",
            "Den Kalender-Link, den Booking.com zum Exportieren anbietet, kopieren und hier mit dem Namen „Booking.com“ hinzufügen.",
            "Die Export-Adresse für Booking.com von seiner Karte hier kopieren und bei Booking.com unter „Kalender importieren“ einfügen.",
          ],
        },
        {
          channel: "Vrbo",
          steps: [
            "Bei Vrbo im Kalender der Unterkunft: Kalendereinstellungen → „Import & Export“.",
            "Unter „Kalender exportieren“ den Link von Vrbo kopieren und hier mit dem Namen „Vrbo“ hinzufügen.",
            "Die Export-Adresse für Vrbo von seiner Karte hier kopieren und bei Vrbo unter „Kalender importieren“ einfügen.",
          ],
        },
      ],
    },
    renewedChannel: "Neue Export-Adresse für {name} erzeugt",
    renewFailed: "Kalender nicht gefunden",
  },
  /**
   * Alert mails to the owners and the operator (server/operations/alert-mails.ts): each says it
   * in German, then in English for an operator who reads no German. `{…}` are replaced.
   */
  alerts: {
    backupFailed: {
      subject: "Tägliche Sicherung fehlgeschlagen / Daily backup failed",
      de: "Die tägliche Sicherung der Website ist fehlgeschlagen: {error}\nSie wird jede Stunde erneut versucht. Bitte geben Sie dem Betreuer der Website Bescheid.",
      en: "The site's daily backup failed: {error}\nIt is tried again every hour. Check the folder DATA_DIR/backups (free space, permissions) and the server log.",
    },
    backupRecovered: {
      subject: "Tägliche Sicherung wieder in Ordnung / Daily backup works again",
      de: "Die tägliche Sicherung wurde wieder geschrieben.",
      en: "The daily backup was written again.",
    },
    feedFailing: {
      subject: "Kalender „{feed}“ nicht abrufbar / Channel feed {feed} failing",
      de: "Der importierte Kalender „{feed}“ wurde seit {since} nicht mehr erfolgreich abgerufen. Belegungen dieses Kanals fehlen womöglich auf der Website. Details: {link}",
      en: "The imported channel feed “{feed}” has not been fetched successfully since {since}, so its bookings may be missing from the site. Details: {link}",
    },
    feedRecovered: {
      subject: "Kalender „{feed}“ wieder abrufbar / Channel feed {feed} works again",
      de: "Der importierte Kalender „{feed}“ wurde wieder erfolgreich abgerufen.",
      en: "The imported channel feed “{feed}” was fetched successfully again.",
    },
    mailStuck: {
      subject: "E-Mails werden nicht versendet / Mail is not being delivered",
      de: "Seit {since} wartet eine E-Mail auf den Versand ({pending, plural, one {# wartet} other {# warten}} insgesamt). Diese Nachricht kommt erst an, wenn der Versand wieder funktioniert.",
      en: "A mail has been waiting to be sent since {since} ({pending} waiting in all). Check SMTP_URL, the mail server and the server log. This message only arrives once mail works again.",
    },
    mailRecovered: {
      subject: "E-Mail-Versand wieder in Ordnung / Mail is delivered again",
      de: "Die wartenden E-Mails wurden versendet.",
      en: "The waiting mails were sent.",
    },
  },
  prices: {
    general: "Für alle Jahre",
    generalHint:
      "Wie weit im Voraus angefragt werden kann und wie viele Gäste das Anfrageformular zulässt.",
    horizonYears: "Buchungshorizont (Jahre im Voraus)",
    maxGuests: "Höchstens Gäste (Erwachsene und Kinder)",
    year: "Jahr",
    chooseYear: "Jahr wählen",
    yearHint:
      "Saisons, Preise und Regeln gelten für die Nächte dieses Jahres; die Endreinigung für Anreisen in diesem Jahr.",
    defaultsInUse: "Für dieses Jahr gelten die Standardwerte.",
    ownPlanInUse: "Für dieses Jahr gelten Ihre eigenen Werte.",
    seasons: "Saisons",
    seasonsHint:
      "Nächte, die in keiner Saison liegen, sind nicht buchbar. Ohne gewählte Anreisetage ist jeder Tag möglich.",
    season: "Saison",
    nameDe: "Name",
    nameEn: "Name englisch (optional)",
    nameIt: "Name italienisch (optional)",
    firstNight: "Erste Nacht",
    lastNight: "Letzte Nacht",
    rate: "Preis pro Nacht (EUR)",
    minimumNights: "Mindestaufenthalt (Nächte)",
    arrivalWeekdays: "Anreise nur an",
    addSeason: "Saison hinzufügen",
    removeSeason: "Saison entfernen",
    closedPeriods: "Geschlossen",
    closedHint:
      "In diesen Zeiträumen ist die Wohnung nicht buchbar (auch wenn eine Saison sie umfasst).",
    firstDay: "Erste Nacht",
    lastDay: "Letzte Nacht",
    addClosed: "Zeitraum hinzufügen",
    removeClosed: "Zeitraum entfernen",
    cleaningFee: "Endreinigung (EUR, einmalig)",
    touristTax: "Ortstaxe",
    taxEnabled: "Ortstaxe im Preis ausweisen",
    taxAmount: "Betrag pro Gast und Nacht (EUR)",
    taxChildrenExempt: "Kinder sind befreit",
    save: "Speichern",
    saved: "Einstellungen gespeichert",
    saveFailed: "Nicht gespeichert",
    unchanged: "Keine Änderung",
    reset: "Auf Standardwerte zurücksetzen",
    confirmReset: "Standardwerte wiederherstellen?",
    confirmResetText:
      "Ihre Saisons, Preise und Regeln dieses Jahres werden durch die Standardwerte ersetzt.",
    resetDone: "Standardwerte wiederhergestellt",
    cancel: "Abbrechen",
    history: "Änderungsverlauf",
    historyEmpty: "Noch keine Änderungen.",
    historyWhen: "Wann",
    historyWho: "Wer",
    historyWhat: "Bereich",
    historyChanges: "Änderungen",
    added: "neu",
    removed: "entfernt",
    scopeGeneral: "Für alle Jahre",
    /** `{year}` is replaced. */
    scopeYear: "Jahr {year}",
    defaults: "Standardwerte",
    none: "keine",
    any: "beliebig",
    on: "an",
    off: "aus",
    perNight: "pro Nacht",
    perGuestAndNight: "pro Gast und Nacht",
    /** `{count}` is replaced. */
    minimum: "mind. {count, plural, one {# Nacht} other {# Nächte}}",
    arrival: "Anreise",
    childrenExempt: "Kinder befreit",
    childrenPay: "Kinder zahlen",
    /** `{count}` is replaced. */
    years: "{count, plural, one {# Jahr} other {# Jahre}}",
    weekdayNames: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
    /** The lines of an inquiry's stored quote. */
    quote: { cleaning: "Endreinigung", touristTax: "Ortstaxe", total: "Gesamt" },
    errors: {
      form: "Bitte prüfen Sie die markierten Angaben.",
      year: "Dieses Jahr kann hier nicht bearbeitet werden.",
      name: "Bitte einen Namen angeben (höchstens 40 Zeichen).",
      date: "Bitte ein gültiges Datum angeben.",
      /** `{year}` is replaced. */
      dateOutsideYear: "Das Datum muss im Jahr {year} liegen.",
      lastBeforeFirst: "Die letzte Nacht darf nicht vor der ersten liegen.",
      amount: "Bitte einen Betrag in Euro angeben, z. B. 95 oder 2,60.",
      rate: "Der Preis pro Nacht muss größer als 0 € sein.",
      minimumNights: "Bitte eine ganze Zahl von 1 bis 365 angeben.",
      /** `{name}`, `{from}` and `{to}` are replaced. */
      overlap: "Überschneidet sich mit der Saison „{name}“ ({from} – {to}).",
      tax: "Die Ortstaxe muss größer als 0 € sein, wenn sie ausgewiesen wird.",
      /** `{max}` is replaced. */
      horizonYears: "Bitte eine ganze Zahl von 1 bis {max} angeben.",
      /** `{max}` is replaced. */
      maxGuests: "Bitte eine ganze Zahl von 1 bis {max} angeben.",
    },
  },
  /** The guests' reviews (Bewertungen tab): publish, hide, answer. */
  reviews: {
    title: "Bewertungen",
    intro:
      "Gäste schreiben ihre Bewertung über den einmaligen Link in der Dankesmail. Auf der Startseite erscheint eine Bewertung erst, wenn Sie sie veröffentlichen; verborgene können Sie später wieder veröffentlichen.",
    settingsLink: "Zeitplan der Gäste-Mails und Zahl der Rückmeldungen",
    empty: "Noch keine Bewertungen.",
    states: { new: "Neu", published: "Veröffentlicht", hidden: "Verborgen" },
    builtIn: "Bewertung der ursprünglichen Website",
    /** `{name}` and `{span}` are replaced. */
    stay: "Aufenthalt {name}, {span}",
    /** `{at}` and `{language}` are replaced. */
    written: "Geschrieben am {at} auf {language}",
    languages: { de: "Deutsch", en: "Englisch", it: "Italienisch" } as Record<string, string>,
    /** `{rating}` is replaced. */
    stars: "{rating} von 5 Sternen",
    publish: "Veröffentlichen",
    hide: "Verbergen",
    published: "Bewertung veröffentlicht",
    hidden: "Bewertung verborgen",
    answer: "Öffentliche Antwort",
    answerHint:
      "Erscheint unter der Bewertung auf der Startseite. Leer speichern entfernt die Antwort. Höchstens 1000 Zeichen, ohne HTML.",
    saveAnswer: "Antwort speichern",
    answerSaved: "Antwort gespeichert",
    answerRemoved: "Antwort entfernt",
    failed: "Nicht gespeichert",
    notFound: "Diese Bewertung gibt es nicht (mehr).",
    answerProblems: {
      long: "Die Antwort ist zu lang (höchstens 1000 Zeichen).",
      control: "Die Antwort enthält Steuerzeichen. Bitte den Text neu eingeben.",
      markup: "Bitte ohne HTML-Tags (<…>) schreiben: Die Antwort wird als Text gezeigt.",
    },
  },
  /** The mails the site sends on a schedule (arrival information, thank-you): /admin/nachrichten. */
  guestMessages: {
    title: "Gäste-Mails",
    intro:
      "Gäste gebuchter und bezahlter Aufenthalte bekommen diese Mails automatisch, einmal je Aufenthalt und in ihrer Sprache. Die Texte ändern Sie unter Anfragen → Vorlagen; für einen einzelnen Aufenthalt schalten Sie sie in seinen Details ab.",
    templatesLink: "Texte der Mails bearbeiten",
    arrival: "Anreise-Information",
    arrivalHint:
      "Check-in-Zeit, Weg zur Wohnung, Ihre Telefonnummer, Link zu den Gästeinformationen (und zur Gästemappe als PDF, falls eingerichtet).",
    arrivalDays: "Tage vor der Anreise",
    thanks: "Dankesmail mit Bewertungslink",
    thanksHint:
      "Mit dem einmaligen Link, über den der Gast eine Bewertung schreibt. Bewertungen veröffentlichen Sie im Tab „Bewertungen“.",
    thanksDays: "Tage nach der Abreise",
    send: "Senden",
    feedback: "Rückmeldungen von anderswo",
    feedbackHint:
      "Zählt im Satz „N Gäste haben ihr Feedback geteilt“ auf der Startseite mit; dazu kommen die veröffentlichten Bewertungen von Gästen.",
    save: "Speichern",
    saved: "Einstellungen gespeichert",
    failed: "Nicht gespeichert",
    /** `{min}` and `{max}` are replaced. */
    whole: "Bitte eine ganze Zahl von {min} bis {max} angeben.",
    /** The checkbox pair in a stay's details. */
    stay: {
      title: "Automatische Mails",
      hint: "Abgehakt: Dieser Aufenthalt bekommt die Mail, sofern sie für alle eingeschaltet ist.",
      offForAll: "(für alle ausgeschaltet)",
      save: "Speichern",
      saved: "Automatische Mails dieses Aufenthalts gespeichert",
      notFound: "Diesen Aufenthalt gibt es nicht (mehr).",
      settingsLink: "Zeitplan für alle",
    },
  },
  /** The facts the public pages, the structured data and the guests' mails state: /admin/website. */
  website: {
    title: "Angaben auf der Website",
    intro:
      "Diese Angaben zeigt die Website im Kontaktbereich, im Impressum und in den Daten für Suchmaschinen; die Mails an Gäste nennen sie ebenfalls. Gespeichert sind sie sofort überall sichtbar.",
    contact: "Kontakt",
    owners: "Name der Gastgeber",
    ownersHint: "Im Impressum, in der Fußzeile und als Unterschrift der Mails.",
    email: "E-Mail-Adresse",
    emailHint:
      "Die Adresse, die Gäste sehen. Benachrichtigungen über Anfragen gehen weiter an die vom Betreuer eingestellte Adresse.",
    phone: "Telefonnummer",
    phoneHint: "Mit Ländervorwahl, z. B. +43 664 1234567; auf dem Handy wählbar.",
    street: "Straße und Hausnummer",
    postalCode: "Postleitzahl",
    locality: "Ort",
    region: "Bundesland",
    save: "Speichern",
    saved: "Angaben gespeichert",
    unchanged: "Nichts geändert",
    failed: "Nicht gespeichert",
    errors: {
      missing: "Bitte ausfüllen.",
      /** `{max}` is replaced. */
      long: "Zu lang (höchstens {max} Zeichen).",
      control: "Enthält Steuerzeichen. Bitte neu eingeben.",
      email: "Bitte eine gültige E-Mail-Adresse angeben, z. B. info@beispiel.at.",
      phone:
        "Bitte eine Telefonnummer angeben: Ziffern, am Anfang ein +, dazwischen Leerzeichen, - / ( ) erlaubt, 6 bis 15 Ziffern.",
      postalCode: "Bitte eine Postleitzahl aus 4 bis 10 Ziffern oder Buchstaben angeben.",
    },
    history: "Letzte Änderungen",
    historyEmpty: "Noch keine Änderungen: Die Website zeigt die ursprünglichen Angaben.",
    /** The second form: the stay's times and rules, the apartment, where it is, the profile link. */
    house: {
      title: "Aufenthalt und Haus",
      intro:
        "Zeiten, Storno-Frist und Wohnungsdaten stehen im Impressum, auf der Seite mit den Gästeinformationen, auf der Seite jedes Gastes und in den Mails. Uhrzeiten im Format 15:00.",
      stay: "Aufenthalt",
      flat: "Wohnung",
      location: "Lage und Anreise",
      links: "Link",
      checkInFrom: "Check-in ab",
      checkInTo: "Check-in bis",
      checkOutFrom: "Check-out ab",
      checkOutTo: "Check-out bis",
      quietHoursFrom: "Nachtruhe ab",
      quietHoursTo: "Nachtruhe bis",
      quietHoursHint: "Darf über Mitternacht gehen, z. B. 22:00 bis 08:00.",
      freeCancellationDays: "Kostenlose Stornierung bis (Tage vor der Anreise)",
      responseHours: "Antwortzeit auf Anfragen (Stunden)",
      sizeSqm: "Wohnfläche in m²",
      bedrooms: "Schlafzimmer",
      sleeps: "Schlafplätze",
      trainStationMinutes: "Minuten mit dem Auto zum Bahnhof",
      airportHours: "Stunden mit dem Auto zum Flughafen",
      nearestCityMinutes: "Minuten zur nächsten Stadt",
      latitude: "Breitengrad der Karte",
      longitude: "Längengrad der Karte",
      coordinatesHint: "Dezimal, z. B. 46.6875 und 13.9158 (in OpenStreetMap per Rechtsklick).",
      socialProfileUrl: "Link zum Social-Media-Profil",
      socialProfileUrlHint:
        "Mit https:// am Anfang. Leer lassen und speichern: kein Link auf der Website. Solange hier nichts gespeichert ist, gilt der vom Betreuer eingestellte Link.",
      save: "Aufenthalt und Haus speichern",
      /** How the history shows an empty link, and one the owners never set. */
      noLink: "(kein Link)",
      operatorLink: "(vom Betreuer eingestellt)",
      errors: {
        /** `{min}` and `{max}` are replaced. */
        whole: "Bitte eine ganze Zahl von {min} bis {max} angeben.",
        time: "Bitte eine Uhrzeit im Format HH:MM angeben, z. B. 15:00.",
        order: "Muss nach der Uhrzeit „ab“ liegen.",
        /** `{min}` and `{max}` are replaced. */
        coordinate: "Bitte eine Zahl von {min} bis {max} angeben, z. B. 46.6875.",
        url: "Bitte eine Adresse mit https:// am Anfang angeben oder das Feld leer lassen.",
      },
    },
  },
  /** The owners' texts of the public pages (content/editable-texts.ts): /admin/texte. */
  siteTexts: {
    title: "Texte der Website",
    intro:
      "Hier ändern Sie die Texte der öffentlichen Seiten, auf Deutsch, Englisch und Italienisch. „Vorschau“ speichert Ihre Änderungen eines Abschnitts als Entwurf, den nur Sie angemeldet auf der Seite sehen; „Veröffentlichen“ zeigt sie allen Gästen. Ein leeres Feld zeigt wieder den ursprünglichen Text dieser Sprache.",
    inCode:
      "Die Texte der Buchungsanfrage, die Meldungen der Website und die Mails bleiben, wie sie sind: Auf sie verlassen sich die Abläufe der Website.",
    sections: "Abschnitte",
    languages: { de: "Deutsch", en: "Englisch", it: "Italienisch" },
    plainHint: "Nur Text in einer Zeile, höchstens {max} Zeichen.",
    formattedHint:
      "Höchstens {max} Zeichen. Absatz: eine Leerzeile; fett: **Wort**; Link: [Text](https://…), auch mit mailto: oder tel:.",
    missingTranslation: "Übersetzung fehlt",
    olderThanGerman: "älter als Deutsch",
    own: "Eigener Text",
    draft: "Entwurf",
    preview: "Vorschau",
    publish: "Veröffentlichen",
    discard: "Entwurf verwerfen",
    reset: "Auf Standard zurücksetzen",
    undo: "Rückgängig",
    previewSaved: "Entwurf gespeichert",
    previewDetail: "Veröffentlicht ist er noch nicht. So sieht er auf der Seite aus:",
    previewNothing: "Kein Entwurf: Die Felder zeigen die veröffentlichten Texte.",
    published: "Veröffentlicht",
    unchanged: "Nichts geändert",
    discarded: "Entwurf verworfen",
    resetDone: "Auf den ursprünglichen Text zurückgesetzt",
    undone: "Frühere Fassung wiederhergestellt",
    failed: "Nicht gespeichert",
    failedDetail: "Bitte die markierten Felder korrigieren; gespeichert wurde nichts.",
    notFound: "Diese Änderung oder diesen Text gibt es nicht.",
    errors: {
      /** `{max}` and `{length}` are replaced. */
      long: "Zu lang: höchstens {max} Zeichen, jetzt {length}.",
      control: "Enthält Steuerzeichen. Bitte neu eingeben.",
      lineBreak: "Bitte in einer Zeile schreiben, ohne Zeilenumbruch.",
      /** `{names}` and `{allowed}` are replaced. */
      placeholder:
        "Der Platzhalter {names} gehört nicht zu diesem Text; erlaubt sind nur die des ursprünglichen Textes: {allowed}.",
      /** `{names}` is replaced. */
      noPlaceholder:
        "Der Platzhalter {names} gehört nicht zu diesem Text; dieser Text hat keine Platzhalter.",
    },
    history: "Letzte Änderungen",
    historyEmpty: "Noch keine Änderungen: Die Website zeigt die ursprünglichen Texte.",
    /** A text that was or became the repository's own, in the history. */
    defaultValue: "(ursprünglicher Text)",
    /** Shown above a public page opened with the draft. */
    previewBanner:
      "Vorschau: Diese Seite zeigt den Entwurf Ihrer Texte. Gäste sehen ihn erst, wenn Sie ihn veröffentlichen.",
  },
  images: {
    file: "Datei",
    category: "Kategorie",
    chooseCategory: "Kategorie wählen",
    upload: "Hochladen",
    missing: "Please select a file and category",
    uploaded: "Image uploaded successfully!",
    failed: "Failed to upload image",
    tooLarge: "Die Datei ist größer als 10 MB.",
    badName: "Ungültiger Dateiname.",
    controlCharacters:
      "Der Dateiname enthält Zeilenumbrüche oder Steuerzeichen. Bitte benennen Sie die Datei um.",
    notAnImage: "Nur JPEG-, PNG-, WebP- oder AVIF-Bilder sind erlaubt.",
    tooManyPixels: "Das Bild hat mehr als 100 Megapixel.",
    empty: "Noch keine Bilder.",
    delete: "Löschen",
    deleted: "Bild gelöscht",
    deleteFailed: "Löschen fehlgeschlagen",
    confirmDelete: "Bild löschen?",
    confirmDeleteText: "Das Bild wird gelöscht und ist unter seiner Adresse nicht mehr erreichbar.",
    cancel: "Abbrechen",
    publicUrl: "Öffentliche Adresse",
    hint: "JPEG, PNG, WebP oder AVIF, höchstens 10 MB. Bilder werden verkleinert und ohne Metadaten (z. B. Aufnahmeort) veröffentlicht. Das neueste Logo bzw. Hintergrundbild ersetzt das der Website; Galerie-Bilder erscheinen nach den sechs eigenen Fotos.",
    categories: {
      logos: "Logos",
      gallery: "Galerie",
      backgrounds: "Hintergründe",
      content: "Inhalte",
    },
  },
  guestInfoPdf: {
    title: "Gästeinformation als PDF",
    hint: "Eine PDF-Datei, höchstens 5 MB. Sie ersetzt die vorige und wird auf der Seite „Gästeinformationen“ und in der Anreise-Mail verlinkt.",
    file: "PDF-Dokument",
    upload: "PDF speichern",
    uploaded: "PDF gespeichert",
    failed: "PDF nicht gespeichert",
    missing: "Bitte eine PDF-Datei wählen.",
    tooLarge: "Die Datei ist größer als 5 MB.",
    notAPdf: "Die Datei ist kein PDF.",
    current: "{size}, hochgeladen am {date} von {by}",
    none: "Noch kein PDF hochgeladen.",
    configured: "Bis dahin ist die vom Betreiber eingestellte Adresse verlinkt:",
    open: "PDF herunterladen",
    delete: "PDF entfernen",
    deleted: "PDF entfernt",
    deleteFailed: "Es gibt kein PDF zum Entfernen.",
    confirmDelete: "PDF entfernen?",
    confirmDeleteText:
      "Die Gäste bekommen dann kein PDF mehr, oder das unter der vom Betreiber eingestellten Adresse.",
    cancel: "Abbrechen",
  },
} as const;

const germanPlural = new Intl.PluralRules("de");

/**
 * `text` with each `{name}` of `values` put in, in one pass (a value's own braces stay as they
 * are). A count's words follow it: `{name, plural, one {…} other {…}}` gives the form German uses
 * for that number, with `#` standing for the number ("jede Minute", "alle 30 Minuten").
 */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(
    /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}|\{(\w+)\}/g,
    (whole, counted: string | undefined, one: string, other: string, name: string) => {
      if (counted === undefined) return Object.hasOwn(values, name) ? String(values[name]) : whole;
      if (!Object.hasOwn(values, counted)) return whole;
      const count = values[counted];
      const form = germanPlural.select(Number(count)) === "one" ? one : other;
      return form.replaceAll("#", String(count));
    },
  );
}
